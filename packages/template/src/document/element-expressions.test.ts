import { describe, expect, it } from "vitest";
import { templateDocumentSchema } from "../schema/document.ts";
import { everyElement, walkElements } from "./element-expressions.ts";

const text = (id: string) => ({ id, type: "text", x: 0, y: 0, width: 10, height: 5, text: id });
const group = (id: string, elements: object[]) => ({ id, type: "group", x: 0, y: 0, width: 10, height: 5, elements });
const raw = {
  pages: [{ elements: [text("a"), group("g", [text("b"), group("h", [text("c")])])] }, { elements: [text("d")] }],
};

describe("walking a document's elements", () => {
  it("visits groups' children depth first, each with its path", () => {
    expect([...walkElements(raw)].map(({ element, path }) => `${String(element.id)} ${path.join(".")}`)).toEqual([
      "a pages.0.elements.0",
      "g pages.0.elements.1",
      "b pages.0.elements.1.elements.0",
      "h pages.0.elements.1.elements.1",
      "c pages.0.elements.1.elements.1.elements.0",
      "d pages.1.elements.0",
    ]);
  });

  it("skips what is not an element and does not look inside elements that hold none", () => {
    const odd = { pages: [{ elements: [null, "x", { id: "t", type: "text", elements: [text("hidden")] }] }, 3] };
    expect([...walkElements(odd)].map(({ element }) => element.id)).toEqual(["t"]);
    expect([...walkElements(undefined)]).toEqual([]);
  });

  it("gives a parsed document's elements typed", () => {
    const margin = { top: 15, right: 15, bottom: 15, left: 15 };
    const doc = templateDocumentSchema.parse({
      schemaVersion: 1,
      name: "Walk",
      pages: raw.pages.map((p) => ({ size: "A4", margin, ...p })),
    });
    expect([...everyElement(doc)].map((e) => e.id)).toEqual(["a", "g", "b", "h", "c", "d"]);
  });
});
