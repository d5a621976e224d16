import { pdfMetadata, pdfText } from "@paperjet/test-kit/documents";
import { PDFCheckBox, PDFDocument, PDFName, PDFSignature, PDFTextField } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { printDocument, printDocuments } from "../src/index.ts";
import { usePrintPage } from "./print-page.ts";

const chromium = usePrintPage();

const frame = { border: { width: 0.3, color: "#334155" } };
// A form: a name, a two-line address, terms ticked from the data, newsletter left empty,
// one quantity field per order line (repeated: their names must differ) and a place to sign.
const form = {
  schemaVersion: 1,
  name: "Order form",
  locale: "en-US",
  bindings: [],
  pages: [
    {
      size: "A4",
      orientation: "portrait",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: [
        { id: "title", type: "text", x: 20, y: 10, width: 80, height: 8, text: "Order form", role: "title" },
        {
          id: "name",
          type: "textField",
          x: 20,
          y: 20,
          width: 80,
          height: 8,
          field: "customer.name",
          value: "{{ customer.name }}",
          ...frame,
        },
        {
          id: "address",
          type: "textField",
          x: 20,
          y: 32,
          width: 80,
          height: 16,
          field: "address",
          value: "{{ customer.street }}\n{{ customer.city }}",
          multiline: true,
          style: { fontSize: 9, color: "#1d4ed8", align: "right" },
          ...frame,
        },
        { id: "terms", type: "checkbox", x: 20, y: 52, width: 5, height: 5, field: "terms", checked: "customer.agreed", ...frame },
        { id: "news", type: "checkbox", x: 30, y: 52, width: 5, height: 5, field: "newsletter", checked: "false", ...frame },
        {
          id: "qty",
          type: "textField",
          x: 20,
          y: 62,
          width: 30,
          height: 7,
          field: "qty",
          value: "{{ line.qty }}",
          repeat: { each: "lines", as: "line" },
          ...frame,
        },
        { id: "sign", type: "signatureField", x: 120, y: 250, width: 60, height: 20, field: "buyer signature", ...frame },
      ],
    },
  ],
};
const data = {
  customer: { name: "Anouk Jansen", street: "Keizersgracht 1", city: "Amsterdam", agreed: true },
  lines: [{ qty: 3 }, { qty: 12 }],
};
const PT = 72 / 25.4;

const print = async (options: { flatten?: boolean } = {}) =>
  (await printDocument(chromium.page, { document: form as never, data, format: "pdf", ...options })).files[0]!;

describe("form fields (docs/template-format.md, Form fields)", () => {
  it("become AcroForm fields with their names, types and values from the data, where the design puts them", async () => {
    const pdf = await PDFDocument.load(await print());
    const fields = pdf.getForm().getFields();
    expect(fields.map((f) => [f.getName(), f.constructor.name])).toEqual([
      ["customer_name", PDFTextField.name],
      ["address", PDFTextField.name],
      ["terms", PDFCheckBox.name],
      ["newsletter", PDFCheckBox.name],
      ["qty", PDFTextField.name],
      ["qty_2", PDFTextField.name],
      ["buyer signature", PDFSignature.name],
    ]);
    const form = pdf.getForm();
    expect(form.getTextField("customer_name").getText()).toBe("Anouk Jansen");
    expect(form.getTextField("address").getText()).toBe("Keizersgracht 1\nAmsterdam");
    expect(form.getTextField("address").isMultiline()).toBe(true);
    expect(form.getTextField("customer_name").isMultiline()).toBe(false);
    expect([form.getTextField("qty").getText(), form.getTextField("qty_2").getText()]).toEqual(["3", "12"]);
    expect(form.getCheckBox("terms").isChecked()).toBe(true);
    expect(form.getCheckBox("newsletter").isChecked()).toBe(false);
    // The widget sits on the designed box: x 20 mm, y 20 mm from the top of a 297 mm page, 80 × 8 mm.
    const rect = form.getTextField("customer_name").acroField.getWidgets()[0]!.getRectangle();
    expect(rect.x).toBeCloseTo(20 * PT, 1);
    expect(rect.y).toBeCloseTo((297 - 20 - 8) * PT, 1);
    expect(rect.width).toBeCloseTo(80 * PT, 1);
    expect(rect.height).toBeCloseTo(8 * PT, 1);
    const second = form.getTextField("qty_2").acroField.getWidgets()[0]!.getRectangle();
    expect(second.y).toBeCloseTo((297 - 69 - 7) * PT, 1);
    // Still a tagged PDF: adding the form keeps Chromium's structure tree.
    expect(pdfMetadata(Buffer.from(await pdf.save()))).toMatchObject({ Tagged: "yes", Form: "AcroForm" });
  }, 60_000);

  it("leave their values to the fields (nothing painted under them), so what a reader types replaces them", async () => {
    const pdf = await PDFDocument.load(await print());
    expect(pdfText(Buffer.from(await pdf.save()))).toContain("Anouk Jansen");
    // Without the fields' widgets, the page's own drawing has the frames and none of the values.
    for (const page of pdf.getPages()) page.node.delete(PDFName.of("Annots"));
    const text = pdfText(Buffer.from(await pdf.save()));
    expect(text).not.toContain("Anouk Jansen");
    expect(text).not.toContain("Keizersgracht");
  }, 60_000);

  it("draw a value Helvetica cannot encode in the field's own face, and keep a decomposed accent as one character", async () => {
    const customer = { ...data.customer, name: "Łukasz Wójcik", street: "Rue de l'E\u0301glise 4" };
    const bytes = (await printDocument(chromium.page, { document: form as never, data: { ...data, customer }, format: "pdf" })).files[0]!;
    const fields = (await PDFDocument.load(bytes)).getForm();
    expect(fields.getTextField("customer_name").getText()).toBe("Łukasz Wójcik");
    expect(fields.getTextField("address").getText()).toBe("Rue de l'Église 4\nAmsterdam");
    // The widget's drawing, in Inter (embedded whole, with its Unicode map): the text a reader sees.
    expect(pdfText(Buffer.from(bytes))).toContain("Łukasz Wójcik");
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/BaseFont \/Inter-Regular/);
  }, 60_000);

  it("flattened: no fields, and the values are the page's text", async () => {
    const bytes = await print({ flatten: true });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getForm().getFields()).toEqual([]);
    expect(pdfMetadata(Buffer.from(bytes))).toMatchObject({ Tagged: "yes", Form: "none" });
    const text = pdfText(Buffer.from(bytes), "-raw");
    for (const value of ["Anouk Jansen", "Keizersgracht 1", "Amsterdam", "3", "12"]) expect(text).toContain(value);
  }, 60_000);

  it("of documents printed together stay with their own document", async () => {
    const other = { ...data, customer: { ...data.customer, name: "Daan de Vries", agreed: false } };
    const printed = await printDocuments(chromium.page, [
      { document: form as never, data },
      { document: form as never, data: other },
    ]);
    const forms = await Promise.all(
      printed.map(async (p) => (await PDFDocument.load(p.outcome === "printed" ? p.result.files[0]! : new Uint8Array())).getForm()),
    );
    expect(forms.map((f) => f.getFields().length)).toEqual([7, 7]);
    expect(forms.map((f) => f.getTextField("customer_name").getText())).toEqual(["Anouk Jansen", "Daan de Vries"]);
    expect(forms.map((f) => f.getCheckBox("terms").isChecked())).toEqual([true, false]);
  }, 60_000);
});
