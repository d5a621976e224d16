import { beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "@paperjet/engine";
import { createNodeEngine } from "@paperjet/engine/node";
import { validateDocument, type TemplateDocument } from "@paperjet/template";
import { layoutDocumentView, MAX_CANVAS_PAGES, pageTop, paintDocumentView, PAGE_GAP_MM, shiftOf, toDesignedPage } from "./document-view.ts";

const footer = {
  id: "footer",
  type: "text",
  x: 15,
  y: 280,
  width: 180,
  height: 6,
  pin: "every-page",
  text: "Page {{ page }} of {{ pages }}",
};
const table = {
  id: "lines",
  type: "table",
  x: 15,
  y: 40,
  width: 180,
  height: 10,
  each: "rows",
  columns: [{ header: "Line", value: "{{ row.n }}", width: 180 }],
};
const totals = { id: "totals", type: "text", x: 120, y: 60, width: 75, height: 8, moveDown: true, text: "Total" };
const title = { id: "title", type: "text", x: 15, y: 15, width: 100, height: 10, text: "Invoice" };
const appendix = { id: "terms", type: "text", x: 15, y: 15, width: 100, height: 10, text: "Terms" };

function document(...pages: Record<string, unknown>[][]): TemplateDocument {
  const checked = validateDocument({
    schemaVersion: 1,
    name: "canvas",
    locale: "en-US",
    pages: pages.map((elements) => ({
      size: "A4",
      orientation: "portrait",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements,
    })),
    bindings: [],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.document;
}

const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ n: i + 1 })) });

describe("the canvas' view of a template page", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });
  const view = async (doc: TemplateDocument, data: Record<string, unknown>, page = 0) => {
    await engine.prepare(doc);
    return layoutDocumentView({ engine, document: doc, page, data, images: {} });
  };

  it("shows the pages a 60-row table generates, the table continued and the footer on each, numbered in the document", async () => {
    const doc = document([title, table, totals, footer], [appendix]);
    const first = await view(doc, rows(60));
    expect(first.pages.map((p) => [p.number, p.generated])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(first.total).toBe(3);
    expect(first.occurrences.get("lines")!.map((o) => o.page)).toEqual([0, 1]);
    expect(first.occurrences.get("footer")!.map((o) => o.page)).toEqual([0, 1]);
    expect(first.occurrences.get("title")!.map((o) => o.page)).toEqual([0]);
    // The totals follow the table onto the generated page, below its last row.
    const totalsShift = shiftOf(first, "totals");
    expect(totalsShift.page).toBe(1);
    const lastPart = first.occurrences.get("lines")![1]!;
    expect(totals.y + totalsShift.dy).toBeCloseTo(lastPart.y + lastPart.height + (totals.y - table.y - table.height), 1);
    expect(shiftOf(first, "title")).toEqual({ page: 0, dx: 0, dy: 0 });

    const second = await view(doc, rows(60), 1);
    expect(second.pages.map((p) => p.number)).toEqual([3]);
    const svgs = paintDocumentView({ engine, document: doc, page: 0, data: rows(60), images: {} }, first);
    expect(svgs).toHaveLength(2);
    expect(svgs[1]).toContain("Page 2 of 3");
    expect(svgs[1]).toContain(">60<");
  });

  it("leaves the elements a gesture moves out of the painted pages", async () => {
    const doc = document([title, table, footer]);
    const laid = await view(doc, rows(3));
    const [painted] = paintDocumentView({ engine, document: doc, page: 0, data: rows(3), images: {} }, laid, new Set(["title"]));
    expect(painted).not.toContain(">Invoice<");
    expect(painted).toContain("Page 1 of 1");
  });

  it("draws at most MAX_CANVAS_PAGES generated pages and counts the rest", async () => {
    const doc = document([table, footer]);
    const laid = await view(doc, rows(45 * (MAX_CANVAS_PAGES + 5)));
    expect(laid.pages).toHaveLength(MAX_CANVAS_PAGES + 1);
    expect(laid.omitted).toBe(laid.total - MAX_CANVAS_PAGES - 1);
    expect(laid.omitted).toBeGreaterThan(0);
  });

  it("falls back to the designed positions when the document cannot be laid out", async () => {
    const doc = document([{ ...table, each: "notAList" }, title]);
    const laid = await view(doc, { notAList: 5 });
    // A repeat over something that is not a list is a warning, not a failure: the view still lays out.
    expect(laid.fallback).toBeUndefined();
    const broken = layoutDocumentView({
      engine: {
        ...engine,
        layout: () => {
          throw new Error("boom");
        },
      },
      document: doc,
      page: 0,
      data: {},
      images: {},
    });
    expect(broken.fallback).toBe("boom");
    expect(paintDocumentView({ engine, document: doc, page: 0, data: {}, images: {} }, broken)[0]).toContain(">Invoice<");
  });

  it("maps a point on a generated page to the same place of the designed page", () => {
    expect(toDesignedPage({ x: 20, y: pageTop(2, 297) + 40 }, 297)).toEqual({ x: 20, y: 40 });
    expect(toDesignedPage({ x: 20, y: 297 + PAGE_GAP_MM / 2 }, 297)).toEqual({ x: 20, y: 297 });
  });
});
