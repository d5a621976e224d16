import { describe, expect, it } from "vitest";
import { doc, engine, find, layout, text } from "../../test/helpers.ts";
import type { LaidOutText } from "../layout/types.ts";

const rich = (runs: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  text("r", { runs, width: 60, height: 10, style: { fontFamily: "Inter", fontSize: 10 }, ...extra });
const one = async (el: Record<string, unknown>, data = {}) => {
  const out = await layout(doc({ elements: [el] }), data);
  return { box: find(out.pages[0].boxes, "r")[0] as LaidOutText, warnings: out.warnings };
};
const words = (box: LaidOutText) => box.lines.map((l) => l.runs.map((r) => r.text).join(""));

describe("rich text layout", () => {
  it("fills expressions inside formatted runs and gives each run its own face, colour, underline and link", async () => {
    const { box, warnings } = await one(
      rich([
        { text: "Hi " },
        { text: "{{ name }}", bold: true },
        { text: ", see " },
        { text: "this", italic: true, underline: true, color: "#ff0000", link: "https://a.example/{{ id }}" },
      ]),
      { name: "Ada", id: 7 },
    );
    expect(warnings).toEqual([]);
    expect(box.lines).toHaveLength(1);
    const [hi, name, see, link] = box.lines[0].runs;
    expect([hi.text, name.text, see.text, link.text]).toEqual(["Hi ", "Ada", ", see ", "this"]);
    expect(hi.font).toBeUndefined();
    expect(name.font).toMatchObject({ family: "Inter", weight: 700, style: "normal" });
    expect(link).toMatchObject({ font: { weight: 400, style: "italic" }, color: "#ff0000", underline: true, link: "https://a.example/7" });
    expect(name.x).toBeCloseTo(hi.x + hi.width, 9);
  });

  it("breaks lines across runs only at spaces, and justifies every line but a paragraph's last", async () => {
    const runs = [{ text: "alpha beta gam" }, { text: "ma", bold: true }, { text: " delta epsilon zeta eta theta iota kappa lambda" }];
    const { box } = await one(rich(runs, { width: 40, grow: true, style: { fontFamily: "Inter", fontSize: 10, align: "justify" } }));
    expect(box.lines.length).toBeGreaterThan(2);
    expect(words(box).join(" ")).not.toMatch(/gam ma|gam$/);
    for (const line of box.lines.slice(0, -1)) {
      const last = line.runs.at(-1)!;
      expect(last.x + last.width).toBeCloseTo(10 + 40, 6);
    }
    expect(box.height).toBeGreaterThan(10);
  });

  it("makes a line as tall as its largest run", async () => {
    const small = await one(rich([{ text: "a" }, { text: "b" }]));
    const mixed = await one(rich([{ text: "a" }, { text: "b", fontSize: 20 }]));
    expect(mixed.box.lines[0].y - 10).toBeGreaterThan((small.box.lines[0].y - 10) * 1.8);
  });

  it("lists the bold and italic faces its runs use", async () => {
    const e = await engine();
    const faces = e
      .fontsFor(
        doc({
          elements: [
            rich([
              { text: "a", bold: true },
              { text: "b", italic: true, bold: true },
            ]),
          ],
        }) as never,
      )
      .map((f) => f.file);
    expect(faces).toEqual(expect.arrayContaining(["Inter_700Bold.ttf", "Inter_700Bold_Italic.ttf"]));
  });
});
