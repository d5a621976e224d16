import { describe, expect, it } from "vitest";
import type { Element } from "@paperjet/template";
import { layerEntries } from "./element-tree.ts";

const box = (id: string): Element => ({ id, type: "shape", shape: "rect", x: 0, y: 0, width: 5, height: 5 });
const group = (id: string, elements: Element[]): Element => ({ ...box(id), type: "group", elements }) as Element;

/** Bottom first: a, then the group g of x and the group h of y and z, then b. */
const page = [box("a"), group("g", [box("x"), group("h", [box("y"), box("z")])]), box("b")];
const rows = (expanded: string[]) =>
  layerEntries(page, new Set(expanded)).map((r) => [r.element.id, r.depth, r.top, r.parent ?? null, r.index, r.count]);

describe("layerEntries", () => {
  it("lists the page topmost first, groups closed", () => {
    expect(rows([])).toEqual([
      ["b", 0, "b", null, 2, 3],
      ["g", 0, "g", null, 1, 3],
      ["a", 0, "a", null, 0, 3],
    ]);
  });

  it("puts an expanded group's children under it, topmost first, each with the page-level group that holds it", () => {
    expect(rows(["g", "h"])).toEqual([
      ["b", 0, "b", null, 2, 3],
      ["g", 0, "g", null, 1, 3],
      ["h", 1, "g", "g", 1, 2],
      ["z", 2, "g", "h", 1, 2],
      ["y", 2, "g", "h", 0, 2],
      ["x", 1, "g", "g", 0, 2],
      ["a", 0, "a", null, 0, 3],
    ]);
  });

  it("shows nothing of a nested group whose parent is closed", () => {
    expect(rows(["h"]).map((r) => r[0])).toEqual(["b", "g", "a"]);
  });
});
