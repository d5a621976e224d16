import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/fixtures.ts";
import { createBlankDocument } from "./create-blank-document.ts";
import { validateDocument } from "./validate-document.ts";

const errorsOf = (raw: unknown) => {
  const result = validateDocument(raw);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
};

describe("validateDocument", () => {
  it.each(["invoice-en.template.json", "label.template.json"])("accepts %s", (name) => {
    const result = validateDocument(readFixture(name));
    expect(result.ok).toBe(true);
    expect(result.ok && result.document.pages[0].elements.length).toBeGreaterThan(0);
  });

  it("reports schema problems with readable paths, element id and field", () => {
    const doc = readFixture("invoice-en.template.json");
    doc.pages[0].elements[0].style.fontSize = "16";
    doc.pages[0].elements[1].type = "txt";
    doc.pages[0].size = "A6";
    delete doc.pages[0].elements[4].width;
    expect(errorsOf(doc)).toEqual([
      { path: "pages[0].size", message: 'expected A3, A4, A5, Letter, Legal or { "width": mm, "height": mm }' },
      { path: "pages[0].elements[0].style.fontSize", message: "expected a number, got text", elementId: "title", field: "style.fontSize" },
      {
        path: "pages[0].elements[1].type",
        message:
          'expected one of "text", "image", "shape", "table", "chart", "qrcode", "barcode", "textField", "checkbox", "signatureField", "group"',
        elementId: "pageno",
        field: "type",
      },
      { path: "pages[0].elements[4].width", message: "is required", elementId: "overdue", field: "width" },
    ]);
  });

  it("refuses a page larger than a PDF holds (200 inches a side)", () => {
    const doc = createBlankDocument("Poster");
    doc.pages[0]!.size = { width: 5_080, height: 5_081 };
    expect(errorsOf(doc)).toMatchObject([
      { path: "pages[0].size.height", message: "expected at most 5080 mm (200 inches, the largest page a PDF holds)" },
    ]);
  });

  it("points at the innermost element for problems inside groups", () => {
    const doc = readFixture("label.template.json");
    doc.pages[0].elements[4].elements[0].fill = "yellow";
    expect(errorsOf(doc)).toEqual([
      expect.objectContaining({ path: "pages[0].elements[4].elements[0].fill", elementId: "fragile-bg", field: "fill" }),
    ]);
  });

  it("parses every expression and reports element id, field and column", () => {
    const doc = readFixture("invoice-en.template.json");
    doc.pages[0].elements[5].columns[3].value = "{{ row.hours * row.rate | curency:'USD' }}";
    doc.pages[0].elements[4].visibleIf = "invoice.overdue &&";
    doc.pages[0].elements[2].text = "Bill to:\n{{ customer.name }";
    doc.pages[0].elements[5].repeat = { each: "pages ||| x" };
    expect(errorsOf(doc)).toEqual([
      { path: "pages[0].elements[2].text", message: '"{{" is never closed with "}}"', elementId: "billto", field: "text", column: 10 },
      {
        path: "pages[0].elements[4].visibleIf",
        message: "the expression ended too early",
        elementId: "overdue",
        field: "visibleIf",
        column: 19,
      },
      { path: "pages[0].elements[5].repeat.each", message: 'unexpected "|"', elementId: "lines", field: "repeat.each", column: 9 },
      {
        path: "pages[0].elements[5].columns[3].value",
        message: 'unknown filter "curency" (filters: number, currency, percent, date, upper, lower, default, sum, count, map)',
        elementId: "lines",
        field: "columns[3].value",
        column: 27,
      },
    ]);
  });

  it("checks the expressions of every element type", () => {
    const doc = createBlankDocument("Alle velden") as any;
    const box = { x: 0, y: 0, width: 10, height: 10 };
    doc.pages[0].elements = [
      { ...box, id: "img", type: "image", src: "{{ logo | nope }}" },
      { ...box, id: "qr", type: "qrcode", value: "{{ }}" },
      { ...box, id: "tbl", type: "table", each: "items[", columns: [{ header: "{{ 1 + }}", value: "", width: 5 }] },
      { ...box, id: "ch", type: "chart", chartType: "bar", labels: "a b", series: [{ name: "{{ x", values: "1 +" }] },
      { ...box, id: "grp", type: "group", elements: [{ ...box, id: "in", type: "text", text: "{{ ë ß | upper }}" }] },
    ];
    expect(errorsOf(doc).map((e) => `${e.elementId}:${e.field}@${e.column}`)).toEqual([
      "img:src@11",
      "qr:value@1",
      "tbl:each@7",
      "tbl:columns[0].header@7",
      "ch:labels@3",
      "ch:series[0].name@1",
      "ch:series[0].values@4",
      "in:text@6",
    ]);
  });

  it("reports both schema and expression problems in one pass", () => {
    const doc = readFixture("label.template.json");
    doc.pages[0].elements[1].x = "8";
    doc.pages[0].elements[2].value = "{{ tracking | count:1 }}";
    expect(errorsOf(doc).map((e) => e.path)).toEqual(["pages[0].elements[1].x", "pages[0].elements[2].value"]);
  });

  it("names the barcode whose literal value its symbology cannot encode, and leaves expression values to render time", () => {
    const doc = createBlankDocument("x");
    const barcode = (id: string, symbology: string, value: string) => ({
      id,
      type: "barcode",
      x: 0,
      y: 0,
      width: 40,
      height: 20,
      symbology,
      value,
    });
    doc.pages[0].elements.push(
      barcode("ean-bad", "ean13", "4006381333932") as never,
      barcode("ean-letters", "ean8", "1234567A") as never,
      barcode("ean-ok", "ean13", "4006381333931") as never,
      barcode("from-data", "ean13", "{{ product.ean }}") as never,
    );
    expect(errorsOf(doc)).toEqual([
      {
        path: "pages[0].elements[0].value",
        message: "ean-bad: EAN-13 check digit should be 1, not 2",
        elementId: "ean-bad",
        field: "value",
      },
      {
        path: "pages[0].elements[1].value",
        message: 'ean-letters: EAN-8 takes digits only, got "1234567A"',
        elementId: "ean-letters",
        field: "value",
      },
    ]);
  });

  it("checks the expressions of rich-text runs and their links, and accepts runs without text", () => {
    const doc = createBlankDocument("x");
    const rich = (id: string, runs: unknown[]) => ({ id, type: "text", x: 0, y: 0, width: 40, height: 10, runs });
    doc.pages[0].elements.push(
      rich("ok", [{ text: "Hi " }, { text: "{{ name }}", bold: true, link: "https://x.example/{{ id }}" }]) as never,
      rich("broken", [{ text: "fine" }, { text: "{{ 1 + }}", italic: true }]) as never,
      rich("bad-link", [{ text: "see", link: "javascript:alert(1)" }]) as never,
    );
    expect(errorsOf(doc)).toEqual([
      {
        path: "pages[0].elements[2].runs[0].link",
        message: "expected an https: or mailto: link",
        elementId: "bad-link",
        field: "runs[0].link",
      },
      {
        path: "pages[0].elements[1].runs[1].text",
        message: "the expression ended too early",
        elementId: "broken",
        field: "runs[1].text",
        column: 7,
      },
    ]);
  });

  it("reports an empty expression once", () => {
    const doc = readFixture("label.template.json");
    doc.pages[0].elements[4].visibleIf = "";
    expect(errorsOf(doc)).toEqual([
      { path: "pages[0].elements[4].visibleIf", message: "expected an expression", elementId: "fragile", field: "visibleIf" },
    ]);
  });

  it("reports binding problems at the binding", () => {
    const doc = readFixture("invoice-en.template.json");
    doc.bindings.push({ key: "lines.count", label: "Count", type: "number", example: "3" });
    expect(errorsOf(doc)).toEqual([
      { path: "bindings[10].example", message: "expected an example of type number" },
      { path: "bindings[10].key", message: '"lines" is used both as a list (lines[]) and as a group (lines.…)' },
    ]);
  });

  it("reports an unknown future version without looking further", () => {
    expect(errorsOf({ ...createBlankDocument("x"), schemaVersion: 7, pages: "garbage" })).toEqual([
      {
        path: "schemaVersion",
        message: "schemaVersion 7 is newer than this version of Paperjet understands (1); update Paperjet to open it",
      },
    ]);
  });

  it("rejects something that is not a document", () => {
    expect(errorsOf("hello")[0]).toMatchObject({ path: "schemaVersion", message: "expected a template document (a JSON object)" });
  });
});
