import { describe, expect, it } from "vitest";
import { eventually, openNewDesign, signedInContext, typeInto, waitForSaved } from "./support/designer";
import { useStack } from "./support/stack";

const LANGUAGES = [
  {
    prefix: "",
    saved: "Draft saved",
    label: "Total",
    text: "Total: ",
    title: "Format “Total”",
    kind: "Show as",
    currency: "Currency",
    decimals: "Decimals",
    locale: "Language and region",
    // A new design is en-US; the picker keeps the template's locale.
    chosenLocale: "",
    filter: "currency:'EUR':2",
    example: "€1,234.50",
    rounded: "€1,235",
    cell: (row: number, column: string) => `Row ${row}, ${column}`,
    dateLocale: "",
    date: "November 3, 2026",
  },
  {
    prefix: "/nl",
    saved: "Concept opgeslagen",
    label: "Totaal",
    text: "Totaal: ",
    title: "Opmaak van “Totaal”",
    kind: "Tonen als",
    currency: "Valuta",
    decimals: "Decimalen",
    locale: "Taal en regio",
    // The template is en-US: this value is formatted as in the Netherlands.
    chosenLocale: "nl-NL",
    filter: "currency:'EUR':2:'nl-NL'",
    example: "€ 1.234,50",
    rounded: "€ 1.235",
    cell: (row: number, column: string) => `Rij ${row}, ${column}`,
    dateLocale: "nl-NL",
    date: "3 november 2026",
  },
] as const;

describe("designer: the format picker writes a filter with a live example", () => {
  const stack = useStack();

  it.each(LANGUAGES)("$prefix: a number binding as euros with 2 decimals, then 0, in the draft and on the canvas", async (lang) => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signedInContext(context, stack.server.url, `format${lang.prefix.replace("/", "-")}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const id = await openNewDesign(page, stack.server.url, lang.prefix);

    // A text to write into, then a number binding with an example.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-text").click();
    await typeInto(page, "prop-text", lang.text);
    await page.getByTestId("tab-data").click();
    await page.getByTestId("binding-key").fill("total");
    await page.getByTestId("binding-label").fill(lang.label);
    await page.getByTestId("binding-type").selectOption("number");
    await page.getByTestId("binding-example").fill("1234.5");
    await page.getByTestId("binding-add").click();
    const format = page.locator('[data-testid="binding-row"][data-key="total"] [data-testid="binding-format"]');

    // Escape closes the picker and gives focus back to its button.
    await format.click();
    const picker = page.getByTestId("format-picker");
    await picker.getByRole("heading", { name: lang.title }).waitFor();
    await page.keyboard.press("Escape");
    await eventually(async () => expect(await picker.isVisible()).toBe(false));
    expect(await format.evaluate((el) => el === document.activeElement)).toBe(true);

    // Currency EUR, 2 decimals: the live example is the real filter on the binding's example.
    await format.click();
    await picker.getByLabel(lang.kind).selectOption("currency");
    await picker.getByLabel(lang.currency).selectOption("EUR");
    await picker.getByLabel(lang.decimals).selectOption("2");
    await picker.getByLabel(lang.locale).selectOption(lang.chosenLocale);
    await eventually(async () => expect(await picker.getByTestId("format-example").textContent()).toBe(lang.example));
    expect(await picker.getByTestId("format-expression").textContent()).toBe(`{{ total | ${lang.filter} }}`);
    await picker.getByTestId("format-apply").click();
    await eventually(async () => expect(await page.getByTestId("prop-text").inputValue()).toBe(`${lang.text}{{ total | ${lang.filter} }}`));
    await eventually(async () => expect(await page.getByTestId("page-svg").textContent()).toContain(lang.example));

    // Opened again, the picker reads the filter back; 0 decimals rewrites the expression in place.
    await format.click();
    expect(await picker.getByLabel(lang.decimals).inputValue()).toBe("2");
    await picker.getByLabel(lang.decimals).selectOption("0");
    await eventually(async () => expect(await picker.getByTestId("format-example").textContent()).toBe(lang.rounded));
    await picker.getByTestId("format-apply").click();
    const rounded = lang.filter.replace(":2", ":0");
    await eventually(async () => expect(await page.getByTestId("prop-text").inputValue()).toBe(`${lang.text}{{ total | ${rounded} }}`));
    await eventually(async () => expect(await page.getByTestId("page-svg").textContent()).toContain(lang.rounded));

    // The draft holds the binding and the expression as the expression language reads it.
    await waitForSaved(page, lang.saved);
    const draft = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
    expect(draft.bindings).toEqual([{ key: "total", label: lang.label, type: "number", example: 1234.5 }]);
    const texts = draft.pages[0].elements.filter((e: { type: string }) => e.type === "text").map((e: { text: string }) => e.text);
    expect(texts).toEqual([`${lang.text}{{ total | ${rounded} }}`]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES)("$prefix: a list binding edited as a grid feeds a new table; a date binding formatted long", async (lang) => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signedInContext(context, stack.server.url, `list${lang.prefix.replace("/", "-")}`);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const id = await openNewDesign(page, stack.server.url, lang.prefix);

    // A list with a text and a number column and two rows, typed into the grid.
    await page.getByTestId("tab-data").click();
    await page.getByTestId("binding-key").fill("items");
    await page.getByTestId("binding-type").selectOption("list");
    await page.getByTestId("binding-add").click();
    const grid = page.locator('[data-testid="binding-row"][data-key="items"] [data-testid="list-grid"]');
    await grid.getByTestId("list-add-column").click();
    await grid.getByTestId("list-add-column").click();
    await grid.getByTestId("list-column-key").nth(0).fill("description");
    await grid.getByTestId("list-column-key").nth(1).fill("amount");
    await grid.getByTestId("list-column-type").nth(1).selectOption("number");
    await grid.getByTestId("list-add-row").click();
    await grid.getByTestId("list-add-row").click();
    await grid.getByLabel(lang.cell(1, "description")).fill("Design");
    await grid.getByLabel(lang.cell(1, "amount")).fill("120.5");
    await grid.getByLabel(lang.cell(2, "description")).fill("Print");
    await grid.getByLabel(lang.cell(2, "amount")).fill("80");

    // A date binding, its example from the date input.
    await page.getByTestId("binding-key").fill("due");
    await page.getByTestId("binding-type").selectOption("date");
    await page.getByTestId("binding-example").fill("2026-11-03");
    await page.getByTestId("binding-add").click();

    // A new table takes the list and its columns.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-table").click();
    await eventually(async () => expect(await page.getByTestId("prop-table-each").inputValue()).toBe("items"));
    expect(await page.getByTestId("column-1-value").inputValue()).toBe("{{ row.amount }}");
    await eventually(async () => expect(await page.getByTestId("page-svg").textContent()).toContain("Print"));

    // A text with the date, formatted long.
    await page.getByTestId("tab-insert").click();
    await page.getByTestId("add-text").click();
    await typeInto(page, "prop-text", "Due: ");
    await page.getByTestId("tab-data").click();
    await page.locator('[data-testid="binding-row"][data-key="due"] [data-testid="binding-format"]').click();
    const picker = page.getByTestId("format-picker");
    await picker.getByTestId("format-date").selectOption("long");
    await picker.getByTestId("format-locale").selectOption(lang.dateLocale);
    await eventually(async () => expect(await picker.getByTestId("format-example").textContent()).toBe(lang.date));
    await picker.getByTestId("format-apply").click();
    const expression = lang.dateLocale ? `Due: {{ due | date:'long':'${lang.dateLocale}' }}` : "Due: {{ due | date:'long' }}";
    await eventually(async () => expect(await page.getByTestId("prop-text").inputValue()).toBe(expression));
    await eventually(async () => expect(await page.getByTestId("page-svg").textContent()).toContain(lang.date));

    await waitForSaved(page, lang.saved);
    const draft = (await (await context.request.get(`${stack.server.url}/api/templates/${id}/draft`)).json()).data.draft.document;
    expect(draft.bindings).toEqual([
      {
        key: "items",
        label: "items",
        type: "list",
        columns: [
          { key: "description", label: "description", type: "text" },
          { key: "amount", label: "amount", type: "number" },
        ],
        example: [
          { description: "Design", amount: 120.5 },
          { description: "Print", amount: 80 },
        ],
      },
      { key: "due", label: "due", type: "date", example: "2026-11-03" },
    ]);
    const elements = draft.pages[0].elements as { type: string; each?: string; text?: string }[];
    expect(elements.find((e) => e.type === "table")?.each).toBe("items");
    expect(elements.find((e) => e.type === "text")?.text).toBe(expression);

    expect(errors).toEqual([]);
    await context.close();
  });
});
