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
});
