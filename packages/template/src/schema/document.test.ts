import { describe, expect, it } from "vitest";
import { readFixture } from "../../test/fixtures.ts";
import { templateDocumentSchema, type TemplateDocument } from "./document.ts";
import { elementSchema } from "./elements.ts";

const base = { id: "e", x: 1, y: 2, width: 30, height: 10 };

/** One of every element type with every field of template-format.md set. */
const everyElement = [
  {
    ...base,
    id: "text",
    type: "text",
    rotation: 15,
    opacity: 0.5,
    background: "#fff",
    border: { width: 0.3, color: "#112233", radius: 2 },
    visibleIf: "paid",
    repeat: { each: "items", as: "item", direction: "right", gap: 2 },
    pin: "every-page",
    moveDown: true,
    name: "Greeting",
    hidden: true,
    locked: true,
    text: "Hello {{ customer.name }}",
    style: {
      fontFamily: "Roboto",
      fontSize: 11,
      fontWeight: 700,
      italic: true,
      color: "#11223344",
      align: "justify",
      verticalAlign: "middle",
      letterSpacing: 0.5,
      lineHeight: 1.2,
    },
    grow: true,
    fit: "shrink",
  },
  {
    ...base,
    id: "image",
    type: "image",
    src: "media:0b7c7b1e-5c1e-4a57-9d3c-2f1b0c7c1a11",
    fit: "cover",
    crop: { x: 0.1, y: 0.1, width: 0.5, height: 0.5 },
    filters: { grayscale: 1, sepia: 0.2, brightness: 1.1, contrast: 0.9, blur: 0.5 },
  },
  { ...base, id: "shape", type: "shape", shape: "ellipse", fill: "#ff0000", stroke: "#000", strokeWidth: 0.4 },
  {
    ...base,
    id: "table",
    type: "table",
    each: "items",
    columns: [{ header: "Qty", value: "{{ row.qty }}", width: 20, align: "right" }],
    headerStyle: { fontWeight: 700, background: "#333333" },
    rowStyle: { fontSize: 9 },
    stripe: "#f5f7fa",
    repeatHeader: false,
  },
  {
    ...base,
    id: "chart",
    type: "chart",
    chartType: "pie",
    labels: "months",
    series: [{ name: "Sales", values: "sales", color: "#00ff00" }],
  },
  { ...base, id: "qr", type: "qrcode", value: "{{ tracking }}", errorCorrection: "H", color: "#000000" },
  {
    ...base,
    id: "group",
    type: "group",
    elements: [{ ...base, id: "child", type: "shape", shape: "line" }],
  },
];

const doc = (overrides: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  name: "Test",
  pages: [{ size: "A4", margin: { top: 15, right: 15, bottom: 15, left: 15 }, elements: everyElement }],
  ...overrides,
});

function issues(input: unknown) {
  const result = templateDocumentSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("templateDocumentSchema", () => {
  it.each(["invoice-en.template.json", "label.template.json"])("accepts the fixture %s", (name) => {
    expect(templateDocumentSchema.safeParse(readFixture(name)).success).toBe(true);
  });

  it("accepts every element type with every field, keeping the values", () => {
    const parsed: TemplateDocument = templateDocumentSchema.parse(doc());
    expect(parsed.pages[0].elements.map((e) => e.type)).toEqual(["text", "image", "shape", "table", "chart", "qrcode", "group"]);
    expect(parsed.pages[0].elements[0]).toMatchObject(everyElement[0]);
    expect(parsed.pages[0].elements[6]).toMatchObject(everyElement[6]);
  });

  it("applies the documented defaults", () => {
    const parsed = templateDocumentSchema.parse(
      doc({
        pages: [
          {
            size: { width: 100, height: 150 },
            margin: { top: 0, right: 0, bottom: 0, left: 0 },
            elements: [
              { ...base, id: "t", type: "text", text: "x", repeat: { each: "items" } },
              { ...base, id: "tb", type: "table", each: "items", columns: [{ header: "", value: "", width: 10 }] },
              { ...base, id: "q", type: "qrcode", value: "x" },
              { ...base, id: "i", type: "image", src: "https://example.com/a.png" },
            ],
          },
        ],
      }),
    );
    expect(parsed.locale).toBe("en-US");
    expect(parsed.bindings).toEqual([]);
    const [text, table, qr, image] = parsed.pages[0].elements;
    expect(parsed.pages[0].orientation).toBe("portrait");
    expect(text).toMatchObject({ fit: "clip", repeat: { each: "items", as: "item", direction: "down", gap: 0 } });
    expect(table).toMatchObject({ repeatHeader: true });
    expect(qr).toMatchObject({ errorCorrection: "M" });
    expect(image).toMatchObject({ fit: "contain" });
  });

  it("rejects bad fields with the path to them", () => {
    const bad = structuredClone(doc()) as any;
    bad.pages[0].elements[0].style.color = "red";
    bad.pages[0].elements[1].opacity = 1.5;
    bad.pages[0].elements[2].shape = "triangle";
    bad.pages[0].elements[3].columns = [];
    bad.pages[0].elements[6].elements[0].width = -1;
    expect(issues(bad).map((i) => i.path)).toEqual([
      "pages.0.elements.0.style.color",
      "pages.0.elements.1.opacity",
      "pages.0.elements.2.shape",
      "pages.0.elements.3.columns",
      "pages.0.elements.6.elements.0.width",
    ]);
  });

  it("rejects an empty layer name and one longer than 80 characters", () => {
    const text = { ...base, type: "text", text: "" };
    expect(elementSchema.safeParse({ ...text, name: "n".repeat(80) }).success).toBe(true);
    expect(elementSchema.safeParse({ ...text, name: "n".repeat(81) }).success).toBe(false);
    expect(elementSchema.safeParse({ ...text, name: "" }).success).toBe(false);
  });

  it("rejects an unknown element type", () => {
    expect(
      issues(doc({ pages: [{ size: "A4", margin: { top: 0, right: 0, bottom: 0, left: 0 }, elements: [{ ...base, type: "video" }] }] }))[0]
        .path,
    ).toBe("pages.0.elements.0.type");
  });

  it("rejects duplicate element ids, also inside groups", () => {
    const bad = structuredClone(doc()) as any;
    bad.pages[0].elements[6].elements[0].id = "text";
    expect(issues(bad)).toEqual([{ path: "pages.0.elements.6.elements.0.id", message: 'duplicate element id "text"' }]);
  });

  it.each([
    ["an unknown named size", { size: "A6" }],
    ["a negative custom size", { size: { width: -10, height: 100 } }],
    ["a bad orientation", { orientation: "sideways" }],
    ["a missing margin", { margin: undefined }],
  ])("rejects a page with %s", (_, change) => {
    const page = { ...doc().pages[0], ...change };
    expect(issues(doc({ pages: [page] }))[0].path).toMatch(/^pages\.0\./);
  });

  it("rejects an invalid locale, no pages and another schemaVersion", () => {
    expect(issues(doc({ locale: "not a locale" }))[0].path).toBe("locale");
    expect(issues(doc({ pages: [] }))[0].path).toBe("pages");
    expect(issues(doc({ schemaVersion: 2 }))[0].path).toBe("schemaVersion");
  });

  it.each([
    ["data:image/png;base64,iVBORw0KGgo=", true],
    ["https://cdn.example.com/logo.png", true],
    ["{{ customer.logo }}", true],
    ["http://insecure.example.com/logo.png", false],
    ["logo.png", false],
  ])("image src %s accepted: %s", (src, ok) => {
    expect(elementSchema.safeParse({ ...base, type: "image", src }).success).toBe(ok);
  });

  it("rejects a repeat variable that is not a plain name or shadows a built-in", () => {
    for (const as of ["page", "index", "my item", "1st"]) {
      expect(elementSchema.safeParse({ ...base, type: "text", text: "", repeat: { each: "items", as } }).success).toBe(false);
    }
  });
});
