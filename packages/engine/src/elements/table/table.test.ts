import { describe, expect, it } from "vitest";
import { doc, find, layout, textOf } from "../../../test/helpers.ts";
import type { LaidOutTable } from "../../layout/types.ts";

const table = (extra: Record<string, unknown> = {}) => ({
  id: "t",
  type: "table",
  x: 10,
  y: 20,
  width: 120,
  height: 10,
  each: "rows",
  stripe: "#f0f0f0",
  columns: [
    { header: "#", value: "{{ index + 1 }}", width: 20, align: "right" },
    { header: "Name", value: "{{ row.name }}", width: 60 },
    { header: "Price", value: "{{ row.price | currency:'EUR' }}", width: 40, align: "center" },
  ],
  ...extra,
});
const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ name: `Item ${i}`, price: i * 1.5 })) });
const tables = (page: { boxes: unknown[] }) => find(page.boxes as never, "t") as LaidOutTable[];

describe("table", () => {
  it("lays out a header and one row per item with per-column alignment and stripes", async () => {
    const out = await layout(doc({ elements: [table()] }), rows(3));
    const [t] = tables(out.pages[0]);
    expect(t.rows.map((r) => r.header)).toEqual([true, false, false, false]);
    expect(t.rows[0].cells.map(textOf)).toEqual(["#", "Name", "Price"]);
    expect(t.rows[2].cells.map(textOf)).toEqual(["2", "Item 1", "€1.50"]);
    expect(t.rows.slice(1).map((r) => r.fill)).toEqual([undefined, "#f0f0f0", undefined]);
    expect(t.rows[1].cells.map((c) => c.align)).toEqual(["right", "left", "center"]);
    expect(t.rows[0].fill).toBeDefined();
    for (let i = 1; i < t.rows.length; i++) expect(t.rows[i].y).toBeCloseTo(t.rows[i - 1].y + t.rows[i - 1].height, 6);
  });

  it("continues on the next page with the header repeated; rows never split", async () => {
    const out = await layout(doc({ elements: [table()] }), rows(120));
    expect(out.pages.length).toBeGreaterThan(1);
    const names = out.pages.flatMap((p) => tables(p).flatMap((t) => t.rows.filter((r) => !r.header).map((r) => textOf(r.cells[1]))));
    expect(names).toEqual(rows(120).rows.map((r) => r.name));
    for (const page of out.pages) {
      const [t] = tables(page);
      expect(t.rows[0].header).toBe(true);
      expect(t.y + t.height).toBeLessThanOrEqual(297 - 10 + 1e-6);
    }
    expect(tables(out.pages[1])[0].y).toBe(10);
  });

  it("does not repeat the header when repeatHeader is false", async () => {
    const out = await layout(doc({ elements: [table({ repeatHeader: false })] }), rows(120));
    expect(tables(out.pages[1])[0].rows[0].header).toBe(false);
  });

  it("clips a single row taller than a page with a warning instead of looping", async () => {
    const tall = {
      rows: [
        { name: Array.from({ length: 400 }, () => "word").join(" "), price: 1 },
        { name: "after", price: 2 },
      ],
    };
    const out = await layout(doc({ size: { width: 100, height: 60 }, elements: [table({ x: 5, y: 5, width: 90 })] }), tall);
    expect(out.warnings).toContain("t: content taller than the page was clipped");
    expect(out.pages.length).toBeLessThan(5);
    const clipped = out.pages
      .flatMap(tables)
      .flatMap((t) => t.rows)
      .find((r) => !r.header && r.cells[1].clip);
    expect(clipped).toBeDefined();
    expect(
      out.pages
        .flatMap(tables)
        .flatMap((t) => t.rows)
        .some((r) => r.cells.some((c) => textOf(c) === "after")),
    ).toBe(true);
  });

  it("skips cells of zero-width columns", async () => {
    const t = table({
      columns: [
        { header: "Hidden", value: "{{ row.name }}", width: 0 },
        { header: "Shown", value: "{{ row.name }}", width: 50 },
      ],
    });
    const [laid] = tables((await layout(doc({ elements: [t] }), rows(2))).pages[0]);
    expect(laid.rows.map((r) => r.cells.map(textOf))).toEqual([["Shown"], ["Item 0"], ["Item 1"]]);
    expect(laid.columns.map((c) => c.width)).toEqual([0, 50]);
  });

  it("gives light header text a dark fill and uses header/row styles", async () => {
    const t = table({
      headerStyle: { color: "#ffffff", fontFamily: "Roboto" },
      rowStyle: { fontFamily: "Lato", fontSize: 8, background: "#fafafa" },
    });
    const [laid] = tables((await layout(doc({ elements: [t] }), rows(2))).pages[0]);
    expect(laid.rows[0].fill).toBe("#37474f");
    expect(laid.rows[0].cells[0].font).toMatchObject({ family: "Roboto", weight: 700 });
    expect(laid.rows[1].cells[0].font).toMatchObject({ family: "Lato", weight: 400, sizePt: 8 });
    expect(laid.rows[1].fill).toBe("#fafafa");
    expect(laid.rows[2].fill).toBe("#f0f0f0");
  });

  it("draws grid lines when the table has a border", async () => {
    const [laid] = tables((await layout(doc({ elements: [table({ border: { width: 0.2, color: "#999999" } })] }), rows(2))).pages[0]);
    expect(laid.grid).toEqual({ width: 0.2, color: "#999999" });
  });
});
