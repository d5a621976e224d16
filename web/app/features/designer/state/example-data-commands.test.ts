import { describe, expect, it } from "vitest";
import { createBlankDocument, templateDocumentSchema } from "@paperjet/template";
import { defaultElement, ELEMENT_KINDS } from "../elements/defaults.ts";
import * as cmd from "./commands.ts";
import { DesignerStore } from "./designer-store.ts";

describe("example data in the designer's document", () => {
  it("is set and reset as undoable edits, and saved documents keep it", () => {
    const store = new DesignerStore(createBlankDocument("x"));
    store.apply("edit", cmd.setExampleData({ items: [{ n: 1 }] }));
    expect(store.getState().document.exampleData).toEqual({ items: [{ n: 1 }] });
    expect(templateDocumentSchema.parse(store.getState().document).exampleData).toEqual({ items: [{ n: 1 }] });
    store.apply("reset", cmd.setExampleData(undefined));
    expect("exampleData" in store.getState().document).toBe(false);
    store.undo();
    expect(store.getState().document.exampleData).toEqual({ items: [{ n: 1 }] });
  });

  it("adds only bindings whose keys are new", () => {
    const doc = { ...createBlankDocument("x"), bindings: [{ key: "a", label: "A", type: "text" as const }] };
    const next = cmd.addBindings([
      { key: "a", label: "A2", type: "number" },
      { key: "b", label: "B", type: "number" },
    ])(doc);
    expect(next.bindings.map((b) => [b.key, b.label])).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
  });
});

describe("new elements", () => {
  it.each(ELEMENT_KINDS)("%s moves down when content above grows", (kind) => {
    expect(defaultElement(kind, 100, 100).moveDown).toBe(true);
  });
});
