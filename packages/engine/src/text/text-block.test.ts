import { describe, expect, it } from "vitest";
import { doc, find, layout, text, textOf } from "../../test/helpers.ts";
import type { LaidOutText } from "../layout/types.ts";

const LONG = "The quick brown fox jumps over the lazy dog and keeps running across the field";
const one = async (extra: Record<string, unknown>, data = {}) => {
  const out = await layout(doc({ elements: [text("t", extra)] }), data);
  return { box: find(out.pages[0].boxes, "t")[0] as LaidOutText, warnings: out.warnings };
};

describe("text layout", () => {
  it("wraps at spaces within the width and keeps \\n as a line break", async () => {
    const { box } = await one({ text: `${LONG}\nsecond paragraph`, width: 40, height: 60 });
    expect(box.lines.length).toBeGreaterThan(3);
    for (const line of box.lines) expect(line.width).toBeLessThanOrEqual(40 + 1e-6);
    expect(textOf(box).split("\n").at(-1)).toBe("second paragraph");
    expect(textOf(box).replace(/\n/g, " ")).toBe(`${LONG} second paragraph`);
  });

  it("cuts a word wider than the box between characters, and a zero-width box still terminates", async () => {
    const { box } = await one({ text: "Supercalifragilisticexpialidocious", width: 15, height: 40 });
    expect(box.lines.length).toBeGreaterThan(1);
    expect(box.lines.map((l) => l.runs[0].text).join("")).toBe("Supercalifragilisticexpialidocious");
    const zero = await one({ text: "abc def", width: 0, height: 5 });
    expect(zero.box.lines.map((l) => l.runs[0].text)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("aligns left, center, right and justify", async () => {
    const style = (align: string) => ({ text: LONG, width: 60, height: 40, style: { align } });
    const left = (await one(style("left"))).box.lines[0];
    const center = (await one(style("center"))).box.lines[0];
    const right = (await one(style("right"))).box.lines[0];
    expect(left.x).toBe(10);
    expect(center.x).toBeCloseTo(10 + (60 - center.width) / 2, 6);
    expect(right.x + right.width).toBeCloseTo(70, 6);
    const justified = (await one(style("justify"))).box;
    const first = justified.lines[0];
    expect(first.runs.length).toBeGreaterThan(1);
    const lastRun = first.runs.at(-1)!;
    expect(lastRun.x + lastRun.width).toBeCloseTo(70, 3);
    expect(justified.lines.at(-1)!.runs).toHaveLength(1);
  });

  it("applies letter spacing and line height from the style", async () => {
    const plain = (await one({ text: "Spacing", style: { fontSize: 10 } })).box;
    const spaced = (await one({ text: "Spacing", style: { fontSize: 10, letterSpacing: 2 } })).box;
    expect(spaced.lines[0].width - plain.lines[0].width).toBeCloseTo(7 * 2 * (25.4 / 72), 6);
    expect(spaced.letterSpacing).toBeCloseTo(2 * (25.4 / 72), 6);
    const tall = (await one({ text: "a\nb", height: 30, style: { fontSize: 10, lineHeight: 2 } })).box;
    expect(tall.lines[1].y - tall.lines[0].y).toBeCloseTo(20 * (25.4 / 72), 6);
  });

  it("places lines by verticalAlign", async () => {
    const at = async (verticalAlign: string) => (await one({ text: "x", height: 30, style: { verticalAlign } })).box.lines[0].y;
    const top = await at("top");
    const middle = await at("middle");
    const bottom = await at("bottom");
    expect(middle).toBeGreaterThan(top);
    expect(bottom - middle).toBeCloseTo(middle - top, 6);
  });

  it("grows the box to its text when grow is set, and clips by default", async () => {
    const grown = (await one({ text: LONG, width: 30, height: 5, grow: true })).box;
    expect(grown.height).toBeGreaterThan(5);
    expect(grown.clip).toBe(false);
    const clipped = (await one({ text: LONG, width: 30, height: 5 })).box;
    expect(clipped.height).toBe(5);
    expect(clipped.clip).toBe(true);
  });

  it("shrinks the font until the text fits with fit: shrink", async () => {
    const { box } = await one({ text: LONG, width: 50, height: 8, fit: "shrink", style: { fontSize: 14 } });
    expect(box.font.sizePt).toBeLessThan(14);
    expect(box.clip).toBe(false);
    const lineHeight = box.font.sizePt * 1.2 * (25.4 / 72);
    expect(box.lines.length * lineHeight).toBeLessThanOrEqual(8 + 1e-6);
  });

  it("falls back to the default family with a warning for an unknown font, and resolves weight and italic", async () => {
    const unknown = await one({ style: { fontFamily: "Wingdings" } });
    expect(unknown.box.font.family).toBe("Inter");
    expect(unknown.warnings).toEqual(['t: Font "Wingdings" is not available; using Inter']);
    const bold = await one({ style: { fontFamily: "Lato", fontWeight: 800, italic: true } });
    expect(bold.box.font).toMatchObject({ family: "Lato", weight: 700, style: "italic" });
  });

  it("renders missing values as empty text and reports failing expressions", async () => {
    const { box, warnings } = await one({ text: "Hi {{ customer.name }}!" }, {});
    expect(textOf(box)).toBe("Hi !");
    expect(warnings).toEqual([]);
    const broken = await one({ text: "{{ 1 + }}" });
    expect(textOf(broken.box)).toBe("");
    expect(broken.warnings[0]).toMatch(/^t: /);
  });

  it("warns about characters the font cannot draw", async () => {
    const { warnings } = await one({ text: "漢字" });
    expect(warnings[0]).toMatch(/Inter has no glyph for 漢 字/);
  });
});
