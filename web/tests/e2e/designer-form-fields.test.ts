import { describe, expect, it } from "vitest";
import { eventually, openNewDesign, signedInContext, typeInto, waitForSaved } from "./support/designer";
import { axeViolations } from "./support/page-audit";
import { useStack } from "./support/stack";

const WORDS = {
  en: {
    prefix: "",
    textField: "Text field",
    checkbox: "Checkbox",
    signatureField: "Signature field",
    fieldName: "Field name",
    saved: "Draft saved",
    altMissing: "No alternative text: a screen reader skips this image.",
  },
  nl: {
    prefix: "/nl",
    textField: "Tekstveld",
    checkbox: "Selectievakje",
    signatureField: "Handtekeningveld",
    fieldName: "Veldnaam",
    saved: "Concept opgeslagen",
    altMissing: "Geen alternatieve tekst: een schermlezer slaat deze afbeelding over.",
  },
} as const;

describe("designer: form fields, and alternative text for images", () => {
  const stack = useStack();

  for (const locale of ["en", "nl"] as const) {
    const w = WORDS[locale];
    it(`${locale}: inserts a text field, a checkbox and a signature field, each with its panel, and saves them`, async () => {
      const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const { token } = await signedInContext(context, stack.server.url, `form-${locale}`);
      const page = await context.newPage();
      const templateId = await openNewDesign(page, stack.server.url, w.prefix);

      await page.getByTestId("tab-insert").click();
      expect(await page.getByTestId("add-textField").textContent()).toContain(w.textField);
      await page.getByTestId("add-textField").click();
      expect(await page.getByRole("heading", { level: 3, name: w.textField, exact: true }).count()).toBe(1);
      expect(await page.getByLabel(w.fieldName, { exact: true }).count()).toBe(1);
      await typeInto(page, "prop-field-name", "customer.name");
      await typeInto(page, "prop-field-value", "Anouk Jansen");
      // The canvas shows the value as it prints flattened.
      await eventually(async () => expect(await page.getByTestId("page-svg").textContent()).toContain("Anouk Jansen"));
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId("tab-insert").click();
      await page.getByTestId("add-checkbox").click();
      expect(await page.getByRole("heading", { level: 3, name: w.checkbox, exact: true }).count()).toBe(1);
      await typeInto(page, "prop-field-checked", "true");
      expect(await axeViolations(page)).toEqual([]);

      await page.getByTestId("tab-insert").click();
      await page.getByTestId("add-signatureField").click();
      expect(await page.getByRole("heading", { level: 3, name: w.signatureField, exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // An image without alternative text: the panel says a screen reader skips it, until it has one.
      await page.getByTestId("tab-insert").click();
      await page.getByTestId("add-image").click();
      expect(await page.getByTestId("alt-missing").textContent()).toContain(w.altMissing);
      expect(await axeViolations(page)).toEqual([]);
      await typeInto(page, "prop-alt", "Logo");
      await eventually(async () => expect(await page.getByTestId("alt-missing").count()).toBe(0));

      await waitForSaved(page, w.saved);
      // Autosave writes the draft (docs/decisions/080).
      const saved = await context.request.get(`${stack.server.url}/api/templates/${templateId}/draft`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const elements = (await saved.json()).data.draft.document.pages[0].elements as Record<string, unknown>[];
      expect(elements.map((e) => [e.type, e.field])).toEqual([
        ["textField", "customer.name"],
        ["checkbox", "agree"],
        ["signatureField", "signature"],
        ["image", undefined],
      ]);
      expect(elements[3]!.alt).toBe("Logo");
      expect(elements[0]!.value).toBe("Anouk Jansen");
      expect(elements[1]!.checked).toBe("true");
      await context.close();
    }, 120_000);
  }
});
