import { describe, expect, it } from "vitest";
import { createBlankDocument, templateDocumentSchema, type TemplateDocument } from "@paperjet/template";
import { duplicateElements, moveElementTo, NAME_MAX, pasteElements, renameElement, setHidden, setLocked } from "./commands.ts";
import { DesignerStore } from "./designer-store.ts";
import { findElement } from "./element-tree.ts";

/** A rectangle r and a group g holding a text t, frozen so a command that mutates throws. */
function document(): TemplateDocument {
  const doc = createBlankDocument("Layers");
  doc.pages[0].elements = [
    { id: "r", type: "shape", shape: "rect", x: 10, y: 10, width: 20, height: 10 },
    {
      id: "g",
      type: "group",
      x: 40,
      y: 10,
      width: 50,
      height: 10,
      elements: [{ id: "t", type: "text", x: 0, y: 0, width: 50, height: 10, text: "Hi", fit: "clip" }],
    },
  ];
  return deepFreeze(doc);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const result = (command: (doc: TemplateDocument) => unknown, doc = document()) => command(doc) as TemplateDocument;

describe("renameElement", () => {
  it("names an element, also inside a group, trimmed and cut to the format's 80 characters", () => {
    expect(findElement(result(renameElement("t", "  Greeting ")), "t")?.name).toBe("Greeting");
    const long = result(renameElement("r", "x".repeat(NAME_MAX + 5)));
    expect(findElement(long, "r")?.name).toBe("x".repeat(80));
    expect(templateDocumentSchema.safeParse(long).success).toBe(true);
  });

  it("removes the name when given an empty or blank one, and changes nothing when it is the same", () => {
    const named = result(renameElement("r", "Background"));
    expect(findElement(result(renameElement("r", "   "), named), "r")).not.toHaveProperty("name");
    expect(result(renameElement("r", "Background"), named)).toBe(named);
    const doc = document();
    expect(result(renameElement("r", ""), doc)).toBe(doc);
  });
});

describe("setHidden and setLocked", () => {
  it("set the flag to true and remove it again, so a shown, unlocked element has neither field", () => {
    const hidden = result(setHidden(["r", "t"], true));
    expect([findElement(hidden, "r")?.hidden, findElement(hidden, "t")?.hidden, findElement(hidden, "g")?.hidden]).toEqual([
      true,
      true,
      undefined,
    ]);
    const locked = result(setLocked(["r"], true), hidden);
    expect(findElement(locked, "r")).toMatchObject({ hidden: true, locked: true });
    const back = result(setLocked(["r"], false), result(setHidden(["r", "t"], false), locked));
    expect(back).toEqual(document());
  });

  it("change nothing (no undo step) when every element already has that state", () => {
    const store = new DesignerStore(document());
    expect(store.apply("Lock", setLocked(["r"], false))).toBe(false);
    expect(store.apply("Hide", setHidden(["r"], true))).toBe(true);
    expect(store.apply("Hide", setHidden(["r"], true))).toBe(false);
    expect(store.getState().undoLabel).toBe("Hide");
    store.undo();
    expect(store.getState().canUndo).toBe(false);
  });
});

describe("moveElementTo", () => {
  const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);
  /** A page of a, b, c (bottom first) and the group g of x, y, z. */
  const stack = () => {
    const doc = createBlankDocument("Order");
    const box = (id: string) => ({ id, type: "shape" as const, shape: "rect" as const, x: 0, y: 0, width: 5, height: 5 });
    doc.pages[0].elements = [box("a"), box("b"), box("c"), { ...box("g"), type: "group", elements: [box("x"), box("y"), box("z")] }];
    return deepFreeze(doc);
  };

  it("moves an element to a place in the page's list, either way, as one undo step", () => {
    const store = new DesignerStore(stack());
    expect(store.apply("Move layer", moveElementTo("a", 2))).toBe(true);
    expect(ids(store.getState().document.pages[0].elements)).toEqual(["b", "c", "a", "g"]);
    expect(store.apply("Move layer", moveElementTo("g", 0))).toBe(true);
    expect(ids(store.getState().document.pages[0].elements)).toEqual(["g", "b", "c", "a"]);
    expect(store.getState().undoLabel).toBe("Move layer");
    store.undo();
    store.undo();
    expect(store.getState().document).toEqual(stack());
  });

  it("moves a child within its group only, and clamps the place to the list", () => {
    const moved = result(moveElementTo("z", -3), stack());
    expect(ids(moved.pages[0].elements)).toEqual(["a", "b", "c", "g"]);
    expect(ids((findElement(moved, "g") as { elements: { id: string }[] }).elements)).toEqual(["z", "x", "y"]);
    expect(ids(result(moveElementTo("a", 99), stack()).pages[0].elements)).toEqual(["b", "c", "g", "a"]);
  });

  it("changes nothing (no undo step) for its own place or an unknown id", () => {
    const store = new DesignerStore(stack());
    expect(store.apply("Move layer", moveElementTo("b", 1))).toBe(false);
    expect(store.apply("Move layer", moveElementTo("nope", 0))).toBe(false);
    expect(store.getState().canUndo).toBe(false);
  });
});

describe("copies stay on the page", () => {
  // A4 with 15 mm margins: the content box ends at x 195, y 282.
  const edge = () => {
    const doc = createBlankDocument("Edge");
    doc.pages[0].elements = [{ id: "r", type: "shape", shape: "rect", x: 170, y: 262, width: 25, height: 20 }];
    return deepFreeze(doc);
  };

  it("a duplicate of an element at the margin's corner lands inside the margins, not 5 mm past them", () => {
    const store = new DesignerStore(edge());
    store.apply("duplicate", duplicateElements(["r"]));
    const copy = store.getState().document.pages[0].elements[1]!;
    expect([copy.x, copy.y]).toEqual([170, 262]);
  });

  it("the fifth paste in a row still lands inside the margins", () => {
    const doc = edge();
    const pasted = pasteElements(0, [doc.pages[0].elements[0]!], 25)(doc);
    const copy = ("document" in pasted ? pasted.document : pasted).pages[0].elements[1]!;
    expect([copy.x, copy.y]).toEqual([170, 262]);
  });

  it("a duplicate inside a group keeps its offset in the group", () => {
    const store = new DesignerStore(document());
    store.apply("duplicate", duplicateElements(["t"]));
    const group = store.getState().document.pages[0].elements[1]! as { elements: { x: number; y: number }[] };
    expect([group.elements[1]!.x, group.elements[1]!.y]).toEqual([5, 5]);
  });
});
