import { describe, expect, it } from "vitest";
import { doc, engine } from "../../test/helpers.ts";

const data = { order: { ref: "A-17", paid: true }, lines: [{ sku: "x" }, { sku: "y" }] };
const form = doc({
  elements: [
    { id: "ref", type: "textField", x: 20, y: 20, width: 60, height: 8, field: "order.ref", value: "Order {{ order.ref }}" },
    { id: "paid", type: "checkbox", x: 20, y: 40, width: 5, height: 5, field: "paid", checked: "order.paid" },
    {
      id: "sku",
      type: "textField",
      x: 20,
      y: 60,
      width: 40,
      height: 8,
      field: "sku_{{ index }}",
      value: "{{ line.sku }}",
      repeat: { each: "lines", as: "line" },
    },
    { id: "unnamed", type: "signatureField", x: 120, y: 240, width: 60, height: 20, field: "{{ missing }}" },
    { id: "tilted", type: "textField", x: 120, y: 20, width: 40, height: 8, field: "tilted", value: "Tilted", rotation: 10 },
  ],
});

async function render(formFields: "live" | "flat") {
  const e = await engine();
  await e.prepare(form as never);
  return e.render(form as never, data, { now: new Date("2026-11-21T10:00:00Z"), formFields });
}

describe("form fields in the engine", () => {
  it("live: lists each field with its rendered name and value where it is laid out, and paints none of the values", async () => {
    const { pages, warnings } = await render("live");
    expect(pages[0].fields!.map(({ kind, name }) => `${kind} ${name}`)).toEqual([
      "text order_ref",
      "checkbox paid",
      "text sku_0",
      "text sku_1",
      "signature unnamed",
    ]);
    expect(pages[0].fields![0]).toMatchObject({ x: 20, y: 20, width: 60, height: 8, value: "Order A-17", align: "left", multiline: false });
    expect(pages[0].fields![1]).toMatchObject({ checked: true });
    expect(pages[0].fields![3]).toMatchObject({ y: 68, value: "y" });
    expect(pages[0].svg).not.toContain("A-17");
    // The rotated one cannot be a PDF field: it stays painted, and the warning says why.
    expect(pages[0].svg).toContain(">Tilted<");
    expect(warnings).toContain("tilted: a rotated form field cannot be filled in; it prints with its value");
  });

  it("flat (the designer, images, pdf.flatten): paints the values and the tick, and lists no fields", async () => {
    const { pages } = await render("flat");
    expect(pages[0].fields).toBeUndefined();
    expect(pages[0].svg).toContain(">Order A-17<");
    expect(pages[0].svg).toMatch(/<path d="M[^"]+L[^"]+L[^"]+" fill="none"/);
  });

  it("refuses a value past 10,000 characters, naming the field, in both modes", async () => {
    const e = await engine();
    await e.prepare(form as never);
    for (const formFields of ["live", "flat"] as const) {
      // "Order " and 9,994 characters: 10,000.
      expect(() => e.render(form as never, { ...data, order: { ref: "x".repeat(9_994) } }, { formFields })).not.toThrow();
      expect(() => e.render(form as never, { ...data, order: { ref: "x".repeat(9_995) } }, { formFields })).toThrow(
        "ref: the value has 10001 characters; a text field holds at most 10000",
      );
    }
  });
});

describe("a visible signature (LayoutOptions.signature)", () => {
  const signable = doc({
    elements: [
      { id: "seller", type: "signatureField", x: 20, y: 200, width: 60, height: 20, field: "seller" },
      { id: "buyer", type: "signatureField", x: 120, y: 200, width: 60, height: 20, field: "buyer" },
    ],
  });
  const signed = async (signature: { field?: string; text: string }) => {
    const e = await engine();
    await e.prepare(signable as never);
    return e.render(signable as never, {}, { signature, formFields: "live" });
  };

  it("is written in the field it names, else in the first, and nowhere else", async () => {
    const named = await signed({ field: "buyer", text: "Signed by Daan" });
    expect(named.pages[0].svg.match(/Signed by Daan/g)).toHaveLength(1);
    // Inside the buyer's box (x 120 mm) past its 1.5 mm padding.
    expect(named.pages[0].svg).toMatch(/x="121\.5" y="[\d.]+">Signed by Daan</);
    const first = await signed({ text: "Signed by Anouk" });
    expect(first.pages[0].svg).toMatch(/x="21\.5" y="[\d.]+">Signed by Anouk</);
  });

  it("warns when no signature field has the name asked for", async () => {
    const missing = await signed({ field: "witness", text: "Signed" });
    expect(missing.pages[0].svg).not.toContain("Signed");
    expect(missing.warnings).toEqual(['no signature field named "witness": the signature is not shown on a page']);
  });
});
