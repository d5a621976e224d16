import { describe, expect, it } from "vitest";
import { doc, find, layout, text, textOf } from "../../test/helpers.ts";
import type { LaidOutBox } from "./types.ts";

const LONG = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");

describe("page fields", () => {
  it("uses named and custom sizes, landscape swapping named ones", async () => {
    const out = await layout(
      doc(
        { size: "Letter", elements: [] },
        { size: "A5", orientation: "landscape", elements: [] },
        { size: { width: 100, height: 150 }, orientation: "landscape", elements: [] },
      ),
    );
    expect(out.pages.map((p) => [p.widthMm, p.heightMm, p.templatePage, p.number])).toEqual([
      [215.9, 279.4, 0, 1],
      [210, 148, 1, 2],
      [100, 150, 2, 3],
    ]);
  });

  it("formats with the document locale unless the caller overrides it", async () => {
    const d = { ...doc({ elements: [text("t", { text: "{{ 1234.5 | currency:'EUR' }}" })] }), locale: "nl-NL" };
    expect(textOf((await layout(d)).pages[0].boxes[0])).toBe("€ 1.234,50");
    expect(textOf((await layout(d, {}, { locale: "en-US" })).pages[0].boxes[0])).toBe("€1,234.50");
  });

  it("names the first problems of a document that is not valid, where the schema's own message is a JSON array", async () => {
    const { margin: _margin, ...page } = doc({ elements: [text("t", { width: -1 })] }).pages[0]!;
    await expect(layout({ ...doc(), pages: [page] } as ReturnType<typeof doc>)).rejects.toThrow(
      "the template is not valid: pages[0].margin: Required; pages[0].elements[0].width: Number must be greater than or equal to 0",
    );
  });

  it("uses `now` from the options", async () => {
    const out = await layout(doc({ elements: [text("t", { text: "{{ now | date:'yyyy-MM-dd' }}" })] }));
    expect(textOf(out.pages[0].boxes[0])).toBe("2026-11-21");
  });
});

describe("flow", () => {
  it("leaves out an element and its space when visibleIf is false", async () => {
    const elements = [text("a", { y: 10, height: 20, visibleIf: "show" }), text("b", { y: 35, moveDown: true })];
    const shown = await layout(doc({ elements }), { show: true });
    const hidden = await layout(doc({ elements }), { show: false });
    expect(find(shown.pages[0].boxes, "a")).toHaveLength(1);
    expect(find(hidden.pages[0].boxes, "a")).toHaveLength(0);
    expect(find(shown.pages[0].boxes, "b")[0].y).toBe(35);
    expect(find(hidden.pages[0].boxes, "b")[0].y).toBe(15);
  });

  it("leaves out a hidden element and its space, as a false visibleIf, pinned, repeated or in a group", async () => {
    const elements = [
      text("a", { y: 10, height: 20, hidden: true }),
      text("b", { y: 35, moveDown: true }),
      text("r", { y: 60, hidden: true, repeat: { each: "list", as: "item", direction: "down", gap: 0 } }),
      text("footer", { y: 280, pin: "every-page", hidden: true }),
      { id: "g", type: "group", x: 10, y: 100, width: 50, height: 20, elements: [text("in", { x: 0, y: 0, hidden: true })] },
    ];
    const page = (await layout(doc({ elements }), { list: [1, 2] })).pages[0];
    expect(["a", "r", "footer", "in"].map((id) => find(page.boxes, id))).toEqual([[], [], [], []]);
    expect(find(page.boxes, "b")[0].y).toBe(15);
    expect(find(page.boxes, "g")).toHaveLength(1);
  });

  it("pushes a moveDown chain by the growth above it, and leaves other elements alone", async () => {
    const elements = [
      text("grow", { y: 10, width: 40, height: 5, grow: true, text: LONG }),
      text("fixed", { x: 150, y: 20, width: 20, height: 5 }),
      text("next", { y: 20, moveDown: true }),
      text("after", { y: 40, moveDown: true }),
    ];
    const page = (await layout(doc({ elements }))).pages[0];
    const grow = find(page.boxes, "grow")[0];
    const growth = grow.height - 5;
    expect(growth).toBeGreaterThan(10);
    expect(find(page.boxes, "fixed")[0].y).toBe(20);
    expect(find(page.boxes, "next")[0].y).toBeCloseTo(20 + growth, 6);
    expect(find(page.boxes, "after")[0].y).toBeCloseTo(40 + growth, 6);
  });

  it("moves a moveDown element to the next page, at the top margin, when it passes the bottom margin", async () => {
    const elements = [
      text("grow", { y: 10, width: 30, height: 5, grow: true, text: `${LONG} ${LONG} ${LONG}` }),
      text("after", { y: 20, height: 10, moveDown: true }),
    ];
    const out = await layout(doc({ size: { width: 100, height: 100 }, elements }));
    expect(out.pages).toHaveLength(2);
    expect(find(out.pages[0].boxes, "after")).toHaveLength(0);
    expect(find(out.pages[1].boxes, "after")[0].y).toBe(10);
  });

  it("repeats down with gap and index, growing the flow", async () => {
    const elements = [
      text("r", { y: 10, height: 8, text: "{{ index }}:{{ it.name }}", repeat: { each: "list", as: "it", direction: "down", gap: 2 } }),
      text("below", { y: 20, moveDown: true }),
    ];
    const page = (await layout(doc({ elements }), { list: [{ name: "a" }, { name: "b" }, { name: "c" }] })).pages[0];
    const copies = find(page.boxes, "r");
    expect(copies.map(textOf)).toEqual(["0:a", "1:b", "2:c"]);
    expect(copies.map((c) => c.y)).toEqual([10, 20, 30]);
    expect(find(page.boxes, "below")[0].y).toBe(40);
  });

  it("repeats right, wrapping to a new row at the right margin", async () => {
    const elements = [
      text("r", { x: 10, y: 10, width: 80, height: 8, text: "{{ item }}", repeat: { each: "list", direction: "right", gap: 5 } }),
    ];
    const copies = find((await layout(doc({ elements }), { list: [1, 2, 3] })).pages[0].boxes, "r");
    expect(copies.map((c) => [c.x, c.y])).toEqual([
      [10, 10],
      [95, 10],
      [10, 23],
    ]);
  });

  it("drops repeats and tables over empty arrays without errors", async () => {
    const elements = [
      text("r", { repeat: { each: "none", direction: "down", gap: 0 } }),
      {
        id: "t",
        type: "table",
        x: 10,
        y: 30,
        width: 50,
        height: 10,
        each: "none",
        columns: [{ header: "H", value: "{{ row }}", width: 50 }],
      },
    ];
    const out = await layout(doc({ elements }), { none: [] });
    expect(find(out.pages[0].boxes, "r")).toHaveLength(0);
    const table = find(out.pages[0].boxes, "t")[0];
    expect(table.kind === "table" && table.rows.map((r) => r.header)).toEqual([true]);
    expect(out.warnings).toEqual([]);
  });

  it("reports a repeat over something that is not a list", async () => {
    const out = await layout(doc({ elements: [text("r", { repeat: { each: "n", direction: "down", gap: 0 } })] }), { n: 3 });
    expect(out.warnings).toEqual(['r: repeat "n" is not a list']);
  });

  it("lays out several template pages in sequence", async () => {
    const out = await layout(doc({ elements: [text("one")] }, { size: "A5", elements: [text("two")] }));
    expect(out.pages.map((p) => p.boxes.map((b) => b.id))).toEqual([["one"], ["two"]]);
  });
});

describe("pins", () => {
  const many = { rows: Array.from({ length: 60 }, (_, i) => ({ n: i })) };
  const table = {
    id: "t",
    type: "table",
    x: 10,
    y: 20,
    width: 100,
    height: 10,
    each: "rows",
    columns: [{ header: "n", value: "{{ row.n }}", width: 100 }],
  };

  it("draws every/first/last-page pins with page and pages known", async () => {
    const elements = [
      table,
      text("every", { y: 2, pin: "every-page", text: "{{ page }}/{{ pages }}" }),
      text("first", { y: 280, pin: "first-page" }),
      text("last", { y: 280, pin: "last-page" }),
    ];
    const out = await layout(doc({ elements }), many);
    expect(out.pages.length).toBeGreaterThan(1);
    const n = out.pages.length;
    out.pages.forEach((p, i) => {
      expect(textOf(find(p.boxes, "every")[0])).toBe(`${i + 1}/${n}`);
      expect(find(p.boxes, "first")).toHaveLength(i === 0 ? 1 : 0);
      expect(find(p.boxes, "last")).toHaveLength(i === n - 1 ? 1 : 0);
    });
  });

  it("counts pages over the whole document and re-renders flow text that reads page numbers", async () => {
    const out = await layout(
      doc(
        { elements: [table, text("flow", { y: 30, moveDown: true, text: "on {{ page }} of {{ pages }}" })] },
        { elements: [text("p2", { pin: "every-page", text: "{{ page }}/{{ pages }}" })] },
      ),
      many,
    );
    const n = out.pages.length;
    expect(textOf(find(out.pages[n - 1].boxes, "p2")[0])).toBe(`${n}/${n}`);
    const flowPage = out.pages.findIndex((p) => find(p.boxes, "flow").length);
    expect(textOf(find(out.pages[flowPage].boxes, "flow")[0])).toBe(`on ${flowPage + 1} of ${n}`);
  });

  describe("a footer pinned to every page of the first template page", () => {
    const footer = text("footer", { y: 280, height: 6, pin: "every-page", text: "Page {{ page }} of {{ pages }}" });
    const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ n: i })) });
    const first = { elements: [table, footer] };
    const appendix = { elements: [text("appendix")] };
    const footers = (pages: { boxes: LaidOutBox[] }[]) => pages.map((p) => find(p.boxes, "footer").map(textOf));

    // About 40 rows fit on a page: 220 overflow the first template page onto 6 pages, and the appendix makes 7.
    it.each([
      ["one template page", [first], 2, 1],
      ["two template pages", [first, appendix], 2, 2],
      ["two template pages after overflow pages", [first, appendix], 220, 7],
    ])("is on every page of %s, numbered n of N", async (_, pages, count, expected) => {
      const out = await layout(doc(...pages), rows(count));
      expect(out.pages).toHaveLength(expected);
      expect(footers(out.pages)).toEqual(out.pages.map((_, i) => [`Page ${i + 1} of ${expected}`]));
    });

    it("gives way to a later template page's own every-page pins, and never reaches back to an earlier page", async () => {
      const own = { elements: [text("notes"), text("own", { y: 280, pin: "every-page", text: "{{ page }}/{{ pages }}" })] };
      const cover = { elements: [text("cover")] };
      const out = await layout(doc(cover, first, own, appendix), rows(60));
      expect(out.pages.map((p) => p.templatePage)).toEqual([0, 1, 1, 2, 3]);
      expect(footers(out.pages)).toEqual([[], ["Page 2 of 5"], ["Page 3 of 5"], [], []]);
      expect(out.pages.map((p) => find(p.boxes, "own").map(textOf))).toEqual([[], [], [], ["4/5"], ["5/5"]]);
    });
  });
});

describe("groups", () => {
  const group = (extra: Record<string, unknown>) => ({
    id: "g",
    type: "group",
    x: 20,
    y: 30,
    width: 60,
    height: 20,
    elements: [
      { id: "bg", type: "shape", shape: "rect", x: 0, y: 0, width: 60, height: 20, fill: "#eeeeee" },
      text("label", { x: 5, y: 5, width: 50, height: 5, text: "{{ g.name }}" }),
    ],
    ...extra,
  });

  it("places children relative to the group", async () => {
    const page = (await layout(doc({ elements: [group({})] }), { g: { name: "x" } })).pages[0];
    expect(find(page.boxes, "label")[0]).toMatchObject({ x: 25, y: 35 });
  });

  it("hides, repeats and pins as one", async () => {
    const hidden = (await layout(doc({ elements: [group({ visibleIf: "false" })] }))).pages[0];
    expect(hidden.boxes).toHaveLength(0);
    const repeated = (
      await layout(doc({ elements: [group({ repeat: { each: "list", as: "g", direction: "down", gap: 4 } })] }), {
        list: [{ name: "a" }, { name: "b" }],
      })
    ).pages[0];
    expect(find(repeated.boxes, "label").map((b) => [textOf(b), b.y])).toEqual([
      ["a", 35],
      ["b", 59],
    ]);
    const pinned = await layout(doc({ elements: [group({ pin: "every-page" })] }));
    expect(find(pinned.pages[0].boxes, "bg")[0]).toMatchObject({ x: 20, y: 30 });
  });

  it("grows with a growing child and pushes its moveDown children", async () => {
    const g = group({});
    g.elements = [
      text("grow", { x: 0, y: 0, width: 30, height: 5, grow: true, text: LONG }),
      text("tail", { x: 0, y: 10, width: 30, height: 5, moveDown: true }),
    ];
    const page = (await layout(doc({ elements: [g, text("after", { y: 55, moveDown: true })] }))).pages[0];
    const grown = find(page.boxes, "grow")[0].height - 5;
    expect(find(page.boxes, "tail")[0].y).toBeCloseTo(40 + grown, 6);
    expect(find(page.boxes, "g")[0].height).toBeGreaterThan(20);
    expect(find(page.boxes, "after")[0].y).toBeGreaterThan(55);
  });
});

describe("maxPages (a plan's cap)", () => {
  const ledger = doc({
    elements: [
      {
        id: "rows",
        type: "table",
        x: 10,
        y: 10,
        width: 150,
        height: 10,
        each: "rows",
        columns: [{ header: "#", value: "{{ index + 1 }}", width: 150 }],
      },
    ],
  });
  const rows = Array.from({ length: 200 }, () => ({}));

  it("refuses a document that paginates past it, saying how many pages and the limit", async () => {
    await expect(layout(ledger, { rows }, { maxPages: 2 })).rejects.toThrow(
      /^the document has \d+ pages, more than the limit of 2 pages per document$/,
    );
  });

  it("lays out a document within it", async () => {
    const pages = (await layout(ledger, { rows })).pages.length;
    expect((await layout(ledger, { rows }, { maxPages: pages })).pages).toHaveLength(pages);
  });
});
