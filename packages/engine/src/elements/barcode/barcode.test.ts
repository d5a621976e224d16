import { describe, expect, it } from "vitest";
import { doc, find, layout, textOf } from "../../../test/helpers.ts";
import type { LaidOutBarcode } from "../../layout/types.ts";

const barcode = (id: string, extra: Record<string, unknown>) => ({ id, type: "barcode", x: 20, y: 30, width: 80, height: 25, ...extra });

describe("barcode layout", () => {
  it("fills the box between its quiet zones and prints the value with the check digit it computed", async () => {
    const out = await layout(doc({ elements: [barcode("b", { symbology: "ean13", value: "{{ ean }}" })] }), { ean: "400638133393" });
    const box = find(out.pages[0].boxes, "b")[0] as LaidOutBarcode;
    expect(out.warnings).toEqual([]);
    // EAN-13 is 95 modules (bwip-js's drawing is a unit wider); 10 light modules each side.
    const units = box.symbol!.width;
    expect(units).toBe(96);
    expect(box.bars!.x).toBeCloseTo(20 + (10 * 80) / (units + 20), 6);
    expect(box.bars!.width).toBeCloseTo((units * 80) / (units + 20), 6);
    expect(textOf(box.text!)).toBe("4006381333931");
    expect(box.text!.font.family).toBe("Roboto Mono");
    expect(box.bars!.y + box.bars!.height).toBeCloseTo(box.text!.y, 6);
  });

  it("keeps 2D codes square-moduled and centred, with no text line", async () => {
    const out = await layout(doc({ elements: [barcode("m", { symbology: "datamatrix", value: "Hello", width: 40, height: 20 })] }));
    const box = find(out.pages[0].boxes, "m")[0] as LaidOutBarcode;
    expect(box.bars!.width / box.symbol!.width).toBeCloseTo(box.bars!.height / box.symbol!.height, 9);
    expect(box.bars!.x - 20).toBeCloseTo(20 + 40 - (box.bars!.x + box.bars!.width), 6);
    expect(box.text).toBeUndefined();
  });

  it("draws nothing and warns, naming the element, when the data holds a value the symbology cannot encode", async () => {
    const out = await layout(
      doc({
        elements: [
          barcode("bad-ean", { symbology: "ean13", value: "{{ ean }}" }),
          barcode("bad-39", { symbology: "code39", value: "{{ sku }}" }),
        ],
      }),
      { ean: "4006381333932", sku: "lower case" },
    );
    expect(out.warnings).toEqual([
      "bad-ean: barcode not drawn: EAN-13 check digit should be 1, not 2",
      'bad-39: barcode not drawn: Code 39 takes A–Z, 0–9, space and - . $ / + % only, got "lower case"',
    ]);
    expect((find(out.pages[0].boxes, "bad-ean")[0] as LaidOutBarcode).symbol).toBeUndefined();
  });

  it("moves its bars and text with the group it is in", async () => {
    const group = {
      id: "g",
      type: "group",
      x: 50,
      y: 100,
      width: 90,
      height: 30,
      elements: [barcode("b", { symbology: "code128", value: "AB-12", x: 5, y: 2 })],
    };
    const out = await layout(doc({ elements: [group] }));
    const box = find(out.pages[0].boxes, "b")[0] as LaidOutBarcode;
    expect(box.y).toBe(102);
    expect(box.bars!.y).toBe(102);
    expect(box.text!.lines[0].y).toBeGreaterThan(102 + 20);
  });
});
