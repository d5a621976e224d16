import { describe, expect, it } from "vitest";
import { createBlankDocument, type TemplateDocument } from "@paperjet/template";
import { canPaste } from "./clipboard.ts";
import { DesignerStore } from "./designer-store.ts";
import { applicableActions, runSelectionAction } from "./selection-actions.ts";

const t = (key: string) => key;
const EDIT = ["cut", "copy", "duplicate", "delete"];
/** A shown, unlocked selection can be hidden and locked. */
const LAYER = ["hide", "lock"];
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
    expect(applicableActions(document(), ["a"], false)).toEqual([...EDIT, "front", "forward", ...LAYER]);
    expect(applicableActions(document(), ["c"], false)).toEqual([...EDIT, "backward", "back", ...LAYER]);
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
      ...LAYER,
    ]);
    // Inside a group only its own children count: g2 is topmost there, though c lies above the group.
    expect(applicableActions(document(), ["g2"], false)).toEqual([...EDIT, "backward", "back", ...LAYER]);
  });

  it("groups siblings only, ungroups when a group is selected, aligns two or more", () => {
    expect(applicableActions(document(), ["a", "c"], false)).toEqual([
      ...EDIT,
      "front",
      "forward",
      "backward",
      "back",
      "group",
      ...LAYER,
      ...ALIGN,
    ]);
    expect(applicableActions(document(), ["g"], false)).toEqual([...EDIT, "front", "forward", "backward", "back", "ungroup", ...LAYER]);
    expect(applicableActions(document(), ["a", "g1"], false)).not.toContain("group");
    expect(applicableActions(document(), ["a", "g1"], false)).toContain("align-left");
  });

  it("offers show and unlock only when every selected element is hidden or locked", () => {
    const doc = document();
    doc.pages[0].elements[0] = { ...doc.pages[0].elements[0]!, hidden: true, locked: true };
    expect(applicableActions(doc, ["a"], false).slice(-2)).toEqual(["show", "unlock"]);
    // One shown and unlocked element among them: the toggles hide and lock them all.
    expect(applicableActions(doc, ["a", "b"], false)).toContain("hide");
    expect(applicableActions(doc, ["a", "b"], false)).toContain("lock");
    expect(applicableActions(doc, ["a", "b"], false)).not.toContain("show");
    expect(applicableActions(doc, ["a", "b"], false)).not.toContain("unlock");
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

  it("hides, shows, locks and unlocks the selection as labelled undo steps that leave no false fields behind", () => {
    const store = new DesignerStore(document());
    const flags = () => store.getState().document.pages[0].elements.map((e) => [e.id, e.hidden, e.locked]);
    store.select(["a", "c"]);
    runSelectionAction(store, "hide", t);
    expect(store.getState().undoLabel).toBe("history.hide");
    runSelectionAction(store, "lock", t);
    expect(store.getState().undoLabel).toBe("history.lock");
    expect(flags()).toEqual([
      ["a", true, true],
      ["b", undefined, undefined],
      ["g", undefined, undefined],
      ["c", true, true],
    ]);
    // The selection stays: a hidden or locked element is still selected from the layers panel.
    expect(store.getState().selection).toEqual(["a", "c"]);
    runSelectionAction(store, "show", t);
    expect(store.getState().undoLabel).toBe("history.show");
    runSelectionAction(store, "unlock", t);
    expect(store.getState().undoLabel).toBe("history.unlock");
    expect(store.getState().document).toEqual(document());
    // Nothing left to change: no history entry.
    runSelectionAction(store, "unlock", t);
    expect(store.getState().undoLabel).toBe("history.unlock");
    store.undo();
    expect(store.getState().undoLabel).toBe("history.show");
    store.undo();
    store.undo();
    store.undo();
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
