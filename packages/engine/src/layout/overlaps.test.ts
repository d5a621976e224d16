import { describe, expect, it } from "vitest";
import { doc, find, layout, text } from "../../test/helpers.ts";

const data = { rows: Array.from({ length: 200 }, (_, i) => ({ n: `row ${i + 1}` })), chart: { labels: ["a", "b"], values: [1, 2] } };
const table = {
  id: "lines",
  type: "table",
  x: 10,
  y: 20,
  width: 100,
  height: 20,
  each: "rows",
  columns: [{ header: "n", value: "{{ row.n }}", width: 100 }],
};
const chart = (extra: Record<string, unknown>) => ({
  id: "sales",
  type: "chart",
  chartType: "bar",
  x: 10,
  y: 50,
  width: 100,
  height: 60,
  labels: "chart.labels",
  series: [{ name: "Sales", values: "chart.values", color: "#336699" }],
  ...extra,
});

describe("overlapping flow", () => {
  it("warns, naming both, when a 200-row table runs under a chart that does not move down", async () => {
    const out = await layout(doc({ elements: [table, chart({})] }), data);
    expect(out.warnings).toEqual(["lines: overlaps sales once laid out (turn on moveDown for sales)"]);
    expect(find(out.pages[0].boxes, "sales")[0].y).toBe(50);
  });

  it("moves a moveDown chart below the table's last row, on the page after it, without a warning", async () => {
    const out = await layout(doc({ elements: [table, chart({ moveDown: true })] }), data);
    expect(out.warnings).toEqual([]);
    const last = out.pages.at(-1)!;
    const [lastTablePart] = find(last.boxes, "lines");
    const [chartBox] = find(last.boxes, "sales");
    expect(out.pages.slice(0, -1).every((p) => find(p.boxes, "sales").length === 0)).toBe(true);
    // The chart keeps its designed 10 mm below the table's last row.
    expect(chartBox.y).toBeCloseTo(lastTablePart.y + lastTablePart.height + 10, 6);
  });

  it("says nothing about elements that overlap as designed, or growth that stays clear of others", async () => {
    const background = { id: "bg", type: "shape", shape: "rect", x: 5, y: 5, width: 200, height: 280, fill: "#eeeeee" };
    const grow = text("grow", { y: 10, width: 40, height: 5, grow: true, text: Array.from({ length: 60 }, () => "word").join(" ") });
    const out = await layout(doc({ elements: [background, grow, text("aside", { x: 150, y: 20, width: 40 })] }));
    expect(out.warnings).toEqual([]);
  });

  it("warns when growing text pushes into a fixed element below it", async () => {
    const grow = text("intro", { y: 10, width: 40, height: 5, grow: true, text: Array.from({ length: 60 }, () => "word").join(" ") });
    const out = await layout(doc({ elements: [grow, text("total", { y: 20, width: 40 })] }));
    expect(out.warnings).toEqual(["intro: overlaps total once laid out (turn on moveDown for total)"]);
  });
});
