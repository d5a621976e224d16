import { describe, expect, it } from "vitest";
import { createBlankDocument, type TemplateDocument } from "@paperjet/template";
import { canPaste } from "./clipboard.ts";
import { DesignerStore } from "./designer-store.ts";
import { applicableActions, runSelectionAction } from "./selection-actions.ts";

const t = (key: string) => key;
const EDIT = ["cut", "copy", "duplicate", "delete"];
const ALIGN = ["align-left", "align-center", "align-right", "align-top", "align-middle", "align-bottom"];

/** Bottom to top: a, b, a group g (children g1, g2), c. */
function document(): TemplateDocument {
  const doc = createBlankDocument("Actions");
  const rect = (id: string, x: number, y = 20) => ({ id, type: "shape" as const, shape: "rect" as const, x, y, width: 10, height: 10 });
  doc.pages[0].elements = [
    rect("a", 20),
    rect("b", 40),
    { id: "g", type: "group", x: 60, y: 20, width: 30, height: 10, elements: [rect("g1", 0), rect("g2", 20)] },
    rect("c", 100, 50),
  ];
  return doc;
}

describe("applicableActions", () => {
  it("offers only paste, and only with a full clipboard, when nothing is selected", () => {
    expect(applicableActions(document(), [], false)).toEqual([]);
    expect(applicableActions(document(), [], true)).toEqual(["paste"]);
  });

  it("offers z-order only toward unselected siblings", () => {
    expect(applicableActions(document(), ["a"], false)).toEqual([...EDIT, "front", "forward"]);
    expect(applicableActions(document(), ["c"], false)).toEqual([...EDIT, "backward", "back"]);
    expect(applicableActions(document(), ["b"], true)).toEqual([
      "cut",
      "copy",
      "paste",
      "duplicate",
      "delete",
      "front",
      "forward",
      "backward",
      "back",
    ]);
    // Inside a group only its own children count: g2 is topmost there, though c lies above the group.
    expect(applicableActions(document(), ["g2"], false)).toEqual([...EDIT, "backward", "back"]);
  });

  it("groups siblings only, ungroups when a group is selected, aligns two or more", () => {
    expect(applicableActions(document(), ["a", "c"], false)).toEqual([...EDIT, "front", "forward", "backward", "back", "group", ...ALIGN]);
    expect(applicableActions(document(), ["g"], false)).toEqual([...EDIT, "front", "forward", "backward", "back", "ungroup"]);
    expect(applicableActions(document(), ["a", "g1"], false)).not.toContain("group");
    expect(applicableActions(document(), ["a", "g1"], false)).toContain("align-left");
  });

  it("ignores ids the document no longer has", () => {
    expect(applicableActions(document(), ["gone"], false)).toEqual([]);
    expect(applicableActions(document(), ["a", "gone"], false)).not.toContain("group");
  });
});

describe("runSelectionAction", () => {
  const ids = (store: DesignerStore) => store.getState().document.pages[0].elements.map((e) => e.id);

  it("runs each action as one undo step labelled as the toolbar's", () => {
    const store = new DesignerStore(document());
    store.select(["a"]);
    runSelectionAction(store, "duplicate", t);
    expect(ids(store)).toEqual(["a", "b", "g", "c", "shape-1"]);
    expect(store.getState().undoLabel).toBe("history.duplicate");
    store.select(["a"]);
    runSelectionAction(store, "front", t);
    expect(ids(store)).toEqual(["b", "g", "c", "shape-1", "a"]);
    store.select(["a", "c"]);
    runSelectionAction(store, "align-top", t);
    expect(store.getState().document.pages[0].elements.find((e) => e.id === "c")!.y).toBe(20);
    runSelectionAction(store, "delete", t);
    expect(ids(store)).toEqual(["b", "g", "shape-1"]);
    for (const step of ["history.delete", "history.align", "history.zOrder", "history.duplicate"]) {
      expect(store.getState().undoLabel).toBe(step);
      store.undo();
    }
    expect(store.getState().document).toEqual(document());
    expect(store.getState().canUndo).toBe(false);
  });

  it("aligns one element to the page's margin box", () => {
    const store = new DesignerStore(document());
    store.select(["c"]);
    runSelectionAction(store, "align-left", t);
    expect(store.getState().document.pages[0].elements.at(-1)!.x).toBe(store.getState().document.pages[0].margin.left);
  });

  it("cuts to the clipboard and pastes 5 mm further each time", () => {
    const store = new DesignerStore(document());
    store.select(["b"]);
    runSelectionAction(store, "cut", t);
    expect(ids(store)).toEqual(["a", "g", "c"]);
    expect(canPaste()).toBe(true);
    runSelectionAction(store, "paste", t);
    runSelectionAction(store, "paste", t);
    const pasted = store.getState().document.pages[0].elements.slice(3);
    expect(pasted.map((e) => [e.type, e.x])).toEqual([
      ["shape", 45],
      ["shape", 50],
    ]);
    expect(store.getState().selection).toEqual([pasted[1]!.id]);
  });
});
