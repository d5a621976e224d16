import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBlankDocument, templateDocumentSchema, type Element, type TemplateDocument } from "@paperjet/template";
import * as cmd from "./commands.ts";
import { DesignerStore } from "./designer-store.ts";
import { allIds, findElement } from "./element-tree.ts";

function startDocument(): TemplateDocument {
  const doc = createBlankDocument("Property test");
  doc.pages[0].elements = [
    { id: "title", type: "text", x: 15, y: 15, width: 120, height: 12, text: "Hello {{ name }}", fit: "clip", style: { fontSize: 16 } },
    { id: "box", type: "shape", shape: "rect", x: 20, y: 40, width: 50, height: 30, fill: "#eeeeee" },
    {
      id: "badge",
      type: "group",
      x: 100,
      y: 60,
      width: 40,
      height: 20,
      elements: [
        { id: "badge-bg", type: "shape", shape: "ellipse", x: 0, y: 0, width: 40, height: 20, fill: "#ffcc00" },
        { id: "badge-tx", type: "text", x: 5, y: 5, width: 30, height: 10, text: "NEW", fit: "shrink" },
      ],
    },
  ];
  doc.bindings = [{ key: "name", label: "Name", type: "text", example: "World" }];
  return deepFreeze(doc);
}

/** Commands must never mutate: every document the store holds is frozen, so a mutation throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const newShape = (x: number, y: number): cmd.NewElement => ({ type: "shape", shape: "rect", x, y, width: 20, height: 10, fill: "#336699" });
const newText = (x: number, y: number): cmd.NewElement => ({ type: "text", x, y, width: 60, height: 8, text: "{{ name }}", fit: "clip" });
const newQr = (x: number, y: number): cmd.NewElement => ({ type: "qrcode", x, y, width: 25, height: 25, value: "x", errorCorrection: "M" });

/** One operation, described by numbers; it picks its targets from whatever the document holds when it runs. */
const op = fc.record({
  kind: fc.integer({ min: 0, max: 22 }),
  a: fc.nat(1000),
  b: fc.nat(1000),
  dx: fc.integer({ min: -40, max: 40 }),
  dy: fc.integer({ min: -40, max: 40 }),
});

function topLevelIds(doc: TemplateDocument, page: number): string[] {
  return doc.pages[page].elements.map((e) => e.id);
}

function run(store: DesignerStore, o: { kind: number; a: number; b: number; dx: number; dy: number }): boolean {
  const { document: doc, page } = store.getState();
  const ids = [...allIds(doc)];
  const top = topLevelIds(doc, page);
  const pick = (list: string[], n: number) => list[n % list.length];
  const some = (list: string[]) => list.filter((_, i) => ((o.a >> i) & 1) === 1 || i === o.b % list.length);
  switch (o.kind) {
    case 0:
      return store.apply("add", cmd.addElement(page, [newShape, newText, newQr][o.a % 3](o.dx + 50, o.dy + 50)));
    case 1:
      return ids.length > 0 && store.apply("move", cmd.moveElements([pick(ids, o.a)], o.dx / 2, o.dy / 2));
    case 2:
      return ids.length > 0 && store.apply("resize", cmd.setBox(pick(ids, o.a), { width: 5 + (o.b % 80), height: 5 + (o.a % 60) }));
    case 3:
      return ids.length > 0 && store.apply("rotate", cmd.setBox(pick(ids, o.b), { rotation: o.dx * 9 }));
    case 4:
      return ids.length > 0 && store.apply("delete", cmd.deleteElements([pick(ids, o.a)]));
    case 5:
      return ids.length > 0 && store.apply("duplicate", cmd.duplicateElements([pick(ids, o.b)]));
    case 6:
      return (
        top.length > 0 &&
        store.apply("z-order", cmd.reorderElements(some(top), (["front", "forward", "backward", "back"] as const)[o.a % 4]))
      );
    case 7:
      return top.length > 1 && store.apply("group", cmd.groupElements(some(top)));
    case 8: {
      const groups = top.filter((id) => findElement(doc, id)?.type === "group");
      return groups.length > 0 && store.apply("ungroup", cmd.ungroupElement(pick(groups, o.a)));
    }
    case 9:
      return (
        top.length > 0 &&
        store.apply("align", cmd.alignElements(some(top), (["left", "center", "right", "top", "middle", "bottom"] as const)[o.a % 6]))
      );
    case 10:
      return top.length > 2 && store.apply("distribute", cmd.distributeElements(some(top), o.a % 2 ? "horizontal" : "vertical"));
    case 11:
      return store.apply("add page", cmd.addPage(page));
    case 12:
      return store.apply("duplicate page", cmd.duplicatePage(o.a % doc.pages.length));
    case 13:
      return store.apply("delete page", cmd.deletePage(o.a % doc.pages.length));
    case 14:
      return store.apply("move page", cmd.movePage(o.a % doc.pages.length, o.b % doc.pages.length));
    case 15:
      return store.apply(
        "page size",
        cmd.updatePage(page, {
          size: (["A3", "A4", "A5", "Letter", "Legal"] as const)[o.a % 5],
          margin: { top: o.b % 30, right: 10, bottom: 10, left: 10 },
        }),
      );
    case 16:
      return store.apply("orientation", cmd.setOrientation(page, o.a % 2 ? "landscape" : "portrait"));
    case 17:
      return store.apply("add binding", cmd.addBinding({ key: `field${o.a}`, label: `Field ${o.a}`, type: "number", example: o.b }));
    case 18:
      return doc.bindings.length > 0 && store.apply("remove binding", cmd.removeBinding(o.a % doc.bindings.length));
    case 19: {
      const texts = ids.filter((id) => findElement(doc, id)?.type === "text");
      return (
        texts.length > 0 &&
        store.apply(
          "text",
          cmd.updateElement(pick(texts, o.a), { text: `Total {{ ${o.b} }}`, opacity: (o.a % 10) / 10 } as Partial<Element>),
        )
      );
    }
    case 20: {
      // A drag: many frames, one undo step.
      if (ids.length === 0) return false;
      const id = pick(ids, o.b);
      for (let f = 1; f <= 8; f++) store.previewGesture(cmd.moveElements([id], (o.dx * f) / 8, (o.dy * f) / 8));
      const moved = store.getState().document !== doc;
      store.endGesture("drag");
      return moved;
    }
    case 21: {
      // Layer states: hide or lock some elements, or name one (an odd `a` clears its name).
      if (ids.length === 0) return false;
      const chosen = some(ids);
      if (o.b % 3 === 0) return store.apply("hide", cmd.setHidden(chosen, o.a % 2 === 0));
      if (o.b % 3 === 1) return store.apply("lock", cmd.setLocked(chosen, o.a % 2 === 0));
      return store.apply("rename", cmd.renameElement(pick(ids, o.a), o.a % 2 ? "" : `Layer ${o.dx}`));
    }
    default: {
      if (ids.length === 0) return false;
      store.select([pick(ids, o.a)]);
      return store.apply("paste", cmd.pasteElements(page, [findElement(doc, pick(ids, o.a))!], 5));
    }
  }
}

describe("DesignerStore undo/redo", () => {
  it("restores the exact document after 50 mixed operations, step by step, both ways", () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 50, maxLength: 50 }), (ops) => {
        const initial = startDocument();
        let clock = 0;
        const store = new DesignerStore(initial, { now: () => (clock += 5000) });
        const history: TemplateDocument[] = [initial];
        for (const o of ops) {
          if (run(store, o)) history.push(deepFreeze(store.getState().document));
          else expect(store.getState().document).toBe(history.at(-1));
          const parsed = templateDocumentSchema.safeParse(store.getState().document);
          expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        }
        const finalJson = JSON.stringify(store.getState().document);
        for (let i = history.length - 2; i >= 0; i--) {
          expect(store.undo()).toBe(true);
          expect(store.getState().document).toStrictEqual(history[i]);
        }
        expect(store.undo()).toBe(false);
        expect(JSON.stringify(store.getState().document)).toBe(JSON.stringify(initial));
        for (let i = 1; i < history.length; i++) {
          expect(store.redo()).toBe(true);
          expect(store.getState().document).toStrictEqual(history[i]);
        }
        expect(store.redo()).toBe(false);
        expect(JSON.stringify(store.getState().document)).toBe(finalJson);
      }),
      { numRuns: 60 },
    );
  });

  it("merges keystrokes in one field into one step, but not across fields or after a pause", () => {
    let clock = 0;
    const store = new DesignerStore(startDocument(), { now: () => clock });
    for (const text of ["H", "He", "Hel"]) {
      clock += 200;
      store.apply("text", cmd.updateElement("title", { text } as Partial<Element>), { mergeKey: "title.text" });
    }
    clock += 200;
    store.apply("text", cmd.updateElement("badge-tx", { text: "X" } as Partial<Element>), { mergeKey: "badge-tx.text" });
    clock += 5000;
    store.apply("text", cmd.updateElement("badge-tx", { text: "XY" } as Partial<Element>), { mergeKey: "badge-tx.text" });
    store.undo();
    expect((findElement(store.getState().document, "badge-tx") as { text: string }).text).toBe("X");
    store.undo();
    expect((findElement(store.getState().document, "title") as { text: string }).text).toBe("Hel");
    store.undo();
    expect(store.getState().document).toStrictEqual(startDocument());
    expect(store.getState().canUndo).toBe(false);
  });

  it("a new change after undo drops the redo stack; a cancelled gesture leaves no trace", () => {
    const store = new DesignerStore(startDocument());
    store.apply("move", cmd.moveElements(["box"], 10, 0));
    store.undo();
    expect(store.getState().canRedo).toBe(true);
    store.apply("move", cmd.moveElements(["box"], 0, 10));
    expect(store.getState().canRedo).toBe(false);
    const before = store.getState().document;
    store.previewGesture(cmd.moveElements(["title"], 30, 30));
    expect(findElement(store.getState().document, "title")?.x).toBe(45);
    store.cancelGesture();
    expect(store.getState().document).toBe(before);
    store.undo();
    expect(store.getState().document).toStrictEqual(startDocument());
  });

  it("keeps the settled state as the gesture found it until the gesture ends, then takes its result", () => {
    const store = new DesignerStore(startDocument());
    const before = store.getSettledState();
    store.previewGesture(cmd.moveElements(["title"], 5, 0));
    store.previewGesture(cmd.moveElements(["title"], 30, 30));
    expect(findElement(store.getState().document, "title")?.x).toBe(45);
    expect(store.getSettledState()).toBe(before);
    store.endGesture("move");
    expect(store.getSettledState()).toBe(store.getState());
    expect(findElement(store.getSettledState().document, "title")?.x).toBe(45);
    expect(store.getSettledState().canUndo).toBe(true);
    // A gesture that ends where it began still hands its last frame's state over.
    store.previewGesture(cmd.moveElements(["title"], 0, 0));
    store.endGesture("move");
    expect(store.getSettledState()).toBe(store.getState());
    store.previewGesture(cmd.moveElements(["title"], 9, 9));
    store.cancelGesture();
    expect(store.getSettledState()).toBe(store.getState());
    expect(findElement(store.getSettledState().document, "title")?.x).toBe(45);
  });

  it("restores selection and page with the document", () => {
    const store = new DesignerStore(startDocument());
    store.apply("add page", cmd.addPage(0));
    expect(store.getState().page).toBe(1);
    store.apply("add", cmd.addElement(1, newShape(10, 10)));
    const added = store.getState().selection[0];
    expect(findElement(store.getState().document, added)?.type).toBe("shape");
    store.setPage(0);
    store.undo();
    expect(store.getState().page).toBe(1);
    expect(store.getState().document.pages[1].elements).toHaveLength(0);
    store.undo();
    expect(store.getState().document.pages).toHaveLength(1);
    store.redo();
    store.redo();
    expect(store.getState().selection).toEqual([added]);
  });
});

describe("commands", () => {
  it("adds an element dropped by the page's edge wholly on the page, inside the margins", () => {
    const store = new DesignerStore(startDocument());
    store.apply("add", cmd.addElement(0, newText(-13.5, 100)));
    expect(findElement(store.getState().document, store.getState().selection[0])).toMatchObject({ x: 15, y: 100 });
    store.apply("add", cmd.addElement(0, newQr(200, 290)));
    expect(findElement(store.getState().document, store.getState().selection[0])).toMatchObject({ x: 170, y: 257 });
    // Turned a quarter, the 60 × 8 text covers 8 × 60 about its centre: that box is what lands inside.
    store.apply("add", cmd.addElement(0, { ...newText(-40, 0), rotation: 90 }));
    expect(findElement(store.getState().document, store.getState().selection[0])).toMatchObject({ x: -11, y: 41 });
  });

  it("group keeps children in place on the page and ungroup gives them back", () => {
    const store = new DesignerStore(startDocument());
    store.apply("group", cmd.groupElements(["title", "box"]));
    const group = findElement(store.getState().document, store.getState().selection[0])!;
    expect(group).toMatchObject({ type: "group", x: 15, y: 15, width: 120, height: 55 });
    expect(findElement(store.getState().document, "box")).toMatchObject({ x: 5, y: 25 });
    store.apply("ungroup", cmd.ungroupElement(group.id));
    expect(findElement(store.getState().document, "box")).toMatchObject({ x: 20, y: 40 });
    expect(store.getState().selection).toEqual(["title", "box"]);
  });

  it("ungrouping a rotated group carries the rotation to the children around the group's centre", () => {
    const store = new DesignerStore(startDocument());
    store.apply("rotate", cmd.setBox("badge", { rotation: 180 }));
    store.apply("ungroup", cmd.ungroupElement("badge"));
    // badge-tx (5,5 30×10) in a 40×20 group at (100,60), turned half way: its centre mirrors about the group's centre.
    expect(findElement(store.getState().document, "badge-tx")).toMatchObject({ x: 105, y: 65, rotation: 180 });
  });

  it("distributes with equal gaps and aligns to the common edge", () => {
    const doc = startDocument();
    const store = new DesignerStore(doc);
    store.apply("distribute", cmd.distributeElements(["title", "box", "badge"], "vertical"));
    const d = store.getState().document;
    const [t, b, g] = ["title", "box", "badge"].map((id) => findElement(d, id)!);
    expect(b.y - (t.y + t.height)).toBeCloseTo(g.y - (b.y + b.height), 2);
    store.apply("align", cmd.alignElements(["title", "box", "badge"], "right"));
    const right = ["title", "box", "badge"].map((id) => findElement(store.getState().document, id)!).map((e) => e.x + e.width);
    expect(new Set(right)).toEqual(new Set([140]));
  });

  it("z-order moves within the sibling list only", () => {
    const store = new DesignerStore(startDocument());
    store.apply("front", cmd.reorderElements(["title"], "front"));
    expect(topLevelIds(store.getState().document, 0)).toEqual(["box", "badge", "title"]);
    store.apply("forward", cmd.reorderElements(["badge-bg"], "forward"));
    expect((findElement(store.getState().document, "badge") as { elements: Element[] }).elements.map((e) => e.id)).toEqual([
      "badge-tx",
      "badge-bg",
    ]);
    store.apply("backward", cmd.reorderElements(["title"], "backward"));
    expect(topLevelIds(store.getState().document, 0)).toEqual(["box", "title", "badge"]);
  });

  it("duplicates a page with fresh ids and switching a custom page's orientation swaps its size", () => {
    const store = new DesignerStore(startDocument());
    store.apply("dup", cmd.duplicatePage(0));
    const doc = store.getState().document;
    expect(doc.pages).toHaveLength(2);
    expect(templateDocumentSchema.safeParse(doc).success).toBe(true);
    expect(topLevelIds(doc, 1)).toEqual(["text-1", "shape-1", "group-1"]);
    store.apply("size", cmd.updatePage(1, { size: { width: 100, height: 150 } }));
    store.apply("landscape", cmd.setOrientation(1, "landscape"));
    expect(store.getState().document.pages[1]).toMatchObject({ size: { width: 150, height: 100 }, orientation: "landscape" });
  });
});

describe("DesignerStore read-only (a viewer's designer)", () => {
  it("selects and turns pages but never changes the document, nor records history", () => {
    const start = startDocument();
    const store = new DesignerStore(start, { readOnly: true });
    expect(store.apply("Move", cmd.moveElements(["box"], 5, 5))).toBe(false);
    store.previewGesture(cmd.moveElements(["box"], 9, 9));
    store.endGesture("Move");
    expect(store.getState().document).toBe(start);
    expect(store.getState()).toMatchObject({ revision: 0, canUndo: false });
    store.select(["box"]);
    expect(store.getState().selection).toEqual(["box"]);
  });
});
