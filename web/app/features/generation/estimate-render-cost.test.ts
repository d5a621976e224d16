import { AppError } from "@paperjet/contracts";
import { describe, expect, it } from "vitest";
import { parseRenderLimits } from "~/config/render-limits.server";
import { estimateRenderCost } from "./estimate-render-cost.server";

// The defaults: heavy past 2,000 rows or elements; basic allows 5,000 elements and 20,000 rows.
const limits = parseRenderLimits({});
const text = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "text",
  x: 0,
  y: 0,
  width: 10,
  height: 5,
  text: id,
  ...extra,
});
const table = { id: "t", type: "table", x: 0, y: 0, width: 50, height: 20, each: "rows", columns: [] };
const cost = (elements: unknown[], data: Record<string, unknown>) =>
  estimateRenderCost({ document: { locale: "en-US", pages: [{ elements }] }, data, plan: "basic", limits });
const list = (length: number) => Array.from({ length }, (_, i) => ({ i, rows: [1, 2] }));

describe("a document's render cost", () => {
  it("counts elements, groups' children included, and the rows of each table", () => {
    const group = { id: "g", type: "group", x: 0, y: 0, width: 10, height: 10, elements: [text("a"), table] };
    expect(cost([text("title"), group], { rows: list(30) })).toEqual({ elements: 4, tableRows: 30, heavy: false });
  });

  it("counts every copy of a repeated element, and its group's children in each copy", () => {
    const repeated = { id: "g", type: "group", x: 0, y: 0, width: 10, height: 10, repeat: { each: "items", as: "item" } };
    const group = { ...repeated, elements: [text("a"), { ...table, each: "item.rows" }] };
    // 3 items × (the group, its text, its table); the table's rows need the item and count none.
    expect(cost([text("title"), group], { items: list(3) })).toEqual({ elements: 10, tableRows: 0, heavy: false });
    expect(cost([text("line", { repeat: { each: "items", as: "item" } })], { items: list(2_001) }).heavy).toBe(true);
    expect(cost([text("line", { repeat: { each: "items", as: "item" } })], { items: [] }).elements).toBe(0);
    // A list that is no list (or needs a name of an outer repeat) counts the element once.
    expect(cost([text("line", { repeat: { each: "missing.items", as: "item" } })], {}).elements).toBe(1);
  });

  it("refuses a repeat past the plan's elements with the 422 naming the cap", () => {
    const refused = (() => {
      try {
        cost([text("line", { repeat: { each: "items", as: "item" } })], { items: list(20_000) });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 422,
      message: "The document has 20000 elements; the basic plan allows at most 5000 per document.",
      extra: { limit: "max_elements", max: 5_000 },
    });
  });
});
