import type { Binding, Element, GroupElement, TemplateDocument, TemplatePage } from "@paperjet/template";
import { pageSizeMm } from "@paperjet/template";
import { allIds, cloneWithFreshIds, locate, mapElements, mapSiblingList } from "./element-tree.ts";
import { boundsOf, keepInside, normalizeDegrees, rotatedBounds, rotatePoint, roundMm, type Box } from "./geometry.ts";

/** What a command produced: the new document, and optionally what to select and which page to show. */
export interface CommandResult {
  document: TemplateDocument;
  selection?: string[];
  page?: number;
}

/** A pure transformation of the document. Every change in the designer is one of these. */
export type Command = (doc: TemplateDocument) => TemplateDocument | CommandResult;

/** An element as the toolbar creates it: everything but the id. */
export type NewElement = Element extends infer E ? (E extends Element ? Omit<E, "id"> : never) : never;

/** The element lands wholly on the page, inside its margins where it fits: a drop near an edge never ends up out of sight. */
export function addElement(page: number, element: NewElement): Command {
  return (doc) => {
    const id = cloneWithFreshIds({ ...element, id: "" } as Element, allIds(doc));
    return { document: withPage(doc, page, (p) => ({ ...p, elements: [...p.elements, onPage(id, p)] })), selection: [id.id], page };
  };
}

/** Shallow-merges `patch` into the element (pass `undefined` to remove a field). */
export function updateElement(id: string, patch: Partial<Element> | ((element: Element) => Element)): Command {
  return (doc) =>
    mapElements(doc, new Set([id]), (e) => (typeof patch === "function" ? patch(e) : (stripUndefined({ ...e, ...patch }) as Element)));
}

/** The longest layer name the template format allows. */
export const NAME_MAX = 80;

/** Sets a layer's name; an empty (or blank) one removes it, so the designer names the element by its kind and id again. */
export function renameElement(id: string, name: string): Command {
  const trimmed = name.trim().slice(0, NAME_MAX);
  return (doc) =>
    mapElements(doc, new Set([id]), (e) => {
      if ((e.name ?? "") === trimmed) return e;
      const { name: _old, ...rest } = e;
      return (trimmed ? { ...rest, name: trimmed } : rest) as Element;
    });
}

/** Hides or shows elements; a shown element drops the field, so documents stay as they were before layers existed. */
export function setHidden(ids: readonly string[], hidden: boolean): Command {
  return setFlag(ids, "hidden", hidden);
}

/** Locks or unlocks elements on the canvas (designer-only, see template-format.md). */
export function setLocked(ids: readonly string[], locked: boolean): Command {
  return setFlag(ids, "locked", locked);
}

function setFlag(ids: readonly string[], flag: "hidden" | "locked", on: boolean): Command {
  return (doc) =>
    mapElements(doc, new Set(ids), (e) => {
      if ((e[flag] ?? false) === on) return e;
      const { [flag]: _old, ...rest } = e;
      return (on ? { ...rest, [flag]: true } : rest) as Element;
    });
}

export function moveElements(ids: readonly string[], dx: number, dy: number): Command {
  return (doc) => mapElements(doc, new Set(ids), (e) => ({ ...e, x: roundMm(e.x + dx), y: roundMm(e.y + dy) }));
}

export function setBox(id: string, box: Partial<Box> & { rotation?: number }): Command {
  return (doc) =>
    mapElements(doc, new Set([id]), (e) => {
      const next = { ...e };
      if (box.x !== undefined) next.x = roundMm(box.x);
      if (box.y !== undefined) next.y = roundMm(box.y);
      if (box.width !== undefined) next.width = Math.max(0, roundMm(box.width));
      if (box.height !== undefined) next.height = Math.max(0, roundMm(box.height));
      if (box.rotation !== undefined) {
        const r = normalizeDegrees(box.rotation);
        if (r === 0) delete next.rotation;
        else next.rotation = r;
      }
      return next;
    });
}

/** Sets several elements' boxes at once (resizing a multi-selection, aligning, distributing). */
export function setBoxes(boxes: ReadonlyMap<string, Partial<Box>>): Command {
  return (doc) =>
    mapElements(doc, new Set(boxes.keys()), (e) => {
      const b = boxes.get(e.id)!;
      return {
        ...e,
        x: roundMm(b.x ?? e.x),
        y: roundMm(b.y ?? e.y),
        width: Math.max(0, roundMm(b.width ?? e.width)),
        height: Math.max(0, roundMm(b.height ?? e.height)),
      };
    });
}

export function deleteElements(ids: readonly string[]): Command {
  const remove = new Set(ids);
  return (doc) => {
    const prune = (list: Element[]): Element[] =>
      list.filter((e) => !remove.has(e.id)).map((e) => (e.type === "group" ? { ...e, elements: prune(e.elements) } : e));
    return { document: { ...doc, pages: doc.pages.map((p) => ({ ...p, elements: prune(p.elements) })) }, selection: [] };
  };
}

/** Copies of the elements (fresh ids) offset by `offset` mm, placed above the originals in their lists. */
export function duplicateElements(ids: readonly string[], offset = 5): Command {
  return (doc) => {
    const taken = allIds(doc);
    const created: string[] = [];
    let next = doc;
    for (const id of ids) {
      const loc = locate(next, id);
      if (!loc) continue;
      const moved = cloneWithFreshIds(loc.element, taken);
      moved.x = roundMm(moved.x + offset);
      moved.y = roundMm(moved.y + offset);
      // On the page the copy stays inside the margins, as a drop does; inside a group its place is the group's.
      const copy = loc.parent ? moved : onPage(moved, next.pages[loc.page]!);
      created.push(copy.id);
      next = mapSiblingList(next, id, (list) => [...list, copy]);
    }
    return { document: next, selection: created };
  };
}

/** Inserts copies of clipboard elements on a page (fresh ids), offset so they do not hide the originals. */
export function pasteElements(page: number, elements: readonly Element[], offset: number): Command {
  return (doc) => {
    const taken = allIds(doc);
    const copies = elements.map((e) => {
      const copy = cloneWithFreshIds(e, taken);
      copy.x = roundMm(copy.x + offset);
      copy.y = roundMm(copy.y + offset);
      // Inside the margins, as a drop: the fifth paste of an element near the edge would otherwise leave the page.
      return onPage(copy, doc.pages[page]!);
    });
    return {
      document: withPage(doc, page, (p) => ({ ...p, elements: [...p.elements, ...copies] })),
      selection: copies.map((c) => c.id),
      page,
    };
  };
}

export type ZOrder = "front" | "forward" | "backward" | "back";

/** Moves elements within their own sibling list (the painter draws lists front to back: last on top). */
export function reorderElements(ids: readonly string[], where: ZOrder): Command {
  return (doc) => {
    let next = doc;
    const wanted = new Set(ids);
    const done = new Set<string>();
    for (const id of ids) {
      if (done.has(id)) continue;
      next = mapSiblingList(next, id, (list) => {
        const moving = list.filter((e) => wanted.has(e.id));
        moving.forEach((e) => done.add(e.id));
        const rest = list.filter((e) => !wanted.has(e.id));
        if (where === "front") return [...rest, ...moving];
        if (where === "back") return [...moving, ...rest];
        const out = list.slice();
        const step = where === "forward" ? 1 : -1;
        const order = out.map((e, i) => (wanted.has(e.id) ? i : -1)).filter((i) => i >= 0);
        if (step === 1) order.reverse();
        for (const i of order) {
          const j = i + step;
          if (j < 0 || j >= out.length || wanted.has(out[j].id)) continue;
          [out[i], out[j]] = [out[j], out[i]];
        }
        return out;
      });
    }
    return next;
  };
}

/**
 * Moves an element to `index` of its own sibling list (bottom first; clamped), as the layers panel's drag
 * and Alt+arrows do. Its place already: the same document, so no undo step.
 */
export function moveElementTo(id: string, index: number): Command {
  return (doc) => {
    const loc = locate(doc, id);
    if (!loc) return doc;
    const from = loc.path.at(-1)!;
    const count = loc.parent ? loc.parent.elements.length : doc.pages[loc.page]!.elements.length;
    const to = Math.max(0, Math.min(index, count - 1));
    if (to === from) return doc;
    return mapSiblingList(doc, id, (list) => {
      const next = list.filter((e) => e.id !== id);
      next.splice(to, 0, loc.element);
      return next;
    });
  };
}

/** Wraps sibling elements in a new group whose box is their bounds; children become relative to it. */
export function groupElements(ids: readonly string[]): Command {
  return (doc) => {
    const locs = ids.map((id) => locate(doc, id)).filter((l) => l !== undefined);
    if (locs.length < 2) return doc;
    const parentKey = (l: (typeof locs)[number]) => `${l.page}:${l.path.slice(0, -1).join(".")}`;
    if (new Set(locs.map(parentKey)).size !== 1) return doc;
    const members = locs.sort((a, b) => a.path.at(-1)! - b.path.at(-1)!).map((l) => l.element);
    const bounds = boundsOf(members);
    const taken = allIds(doc);
    const group: GroupElement = {
      id: nextFree(taken, "group"),
      type: "group",
      x: roundMm(bounds.x),
      y: roundMm(bounds.y),
      width: roundMm(bounds.width),
      height: roundMm(bounds.height),
      elements: members.map((e) => ({ ...e, x: roundMm(e.x - bounds.x), y: roundMm(e.y - bounds.y) })),
    };
    const memberIds = new Set(members.map((m) => m.id));
    const topmost = members.at(-1)!.id;
    const document = mapSiblingList(doc, topmost, (list) =>
      list.flatMap((e) => (e.id === topmost ? [group] : memberIds.has(e.id) ? [] : [e])),
    );
    return { document, selection: [group.id] };
  };
}

/** Puts a group's children back in its place, in page coordinates (a rotated group's rotation is passed on). */
export function ungroupElement(id: string): Command {
  return (doc) => {
    const loc = locate(doc, id);
    if (!loc || loc.element.type !== "group") return doc;
    const group = loc.element;
    const rotation = group.rotation ?? 0;
    const gcx = group.width / 2;
    const gcy = group.height / 2;
    const children = group.elements.map((child) => {
      if (rotation === 0) return { ...child, x: roundMm(child.x + group.x), y: roundMm(child.y + group.y) };
      const c = rotatePoint(child.x + child.width / 2, child.y + child.height / 2, gcx, gcy, rotation);
      const r = normalizeDegrees((child.rotation ?? 0) + rotation);
      const moved = { ...child, x: roundMm(group.x + c.x - child.width / 2), y: roundMm(group.y + c.y - child.height / 2) };
      if (r === 0) delete moved.rotation;
      else moved.rotation = r;
      return moved;
    });
    const document = mapSiblingList(doc, id, (list) => list.flatMap((e) => (e.id === id ? children : [e])));
    return { document, selection: children.map((c) => c.id) };
  };
}

export type Alignment = "left" | "center" | "right" | "top" | "middle" | "bottom";

/**
 * Aligns elements to the edge or centre of their common bounds, or of `target` (the page's margin box
 * when one element is selected).
 */
export function alignElements(ids: readonly string[], how: Alignment, target?: Box): Command {
  return (doc) => {
    const elements = ids.map((id) => locate(doc, id)?.element).filter((e) => e !== undefined);
    if (elements.length === 0) return doc;
    const frame = target ?? boundsOf(elements);
    const boxes = new Map<string, Partial<Box>>();
    for (const e of elements) {
      switch (how) {
        case "left":
          boxes.set(e.id, { x: frame.x });
          break;
        case "center":
          boxes.set(e.id, { x: frame.x + (frame.width - e.width) / 2 });
          break;
        case "right":
          boxes.set(e.id, { x: frame.x + frame.width - e.width });
          break;
        case "top":
          boxes.set(e.id, { y: frame.y });
          break;
        case "middle":
          boxes.set(e.id, { y: frame.y + (frame.height - e.height) / 2 });
          break;
        case "bottom":
          boxes.set(e.id, { y: frame.y + frame.height - e.height });
          break;
      }
    }
    return setBoxes(boxes)(doc);
  };
}

/** Equal gaps between three or more elements, keeping the outermost two in place. */
export function distributeElements(ids: readonly string[], axis: "horizontal" | "vertical"): Command {
  return (doc) => {
    const elements = ids.map((id) => locate(doc, id)?.element).filter((e) => e !== undefined);
    if (elements.length < 3) return doc;
    const pos = axis === "horizontal" ? "x" : "y";
    const size = axis === "horizontal" ? "width" : "height";
    const sorted = [...elements].sort((a, b) => a[pos] - b[pos]);
    const start = sorted[0][pos];
    const end = Math.max(...sorted.map((e) => e[pos] + e[size]));
    const total = sorted.reduce((sum, e) => sum + e[size], 0);
    const gap = (end - start - total) / (sorted.length - 1);
    const boxes = new Map<string, Partial<Box>>();
    let cursor = start;
    for (const e of sorted) {
      boxes.set(e.id, { [pos]: cursor });
      cursor += e[size] + gap;
    }
    return setBoxes(boxes)(doc);
  };
}

// ---- pages ----

export function addPage(after: number, settings?: Partial<Omit<TemplatePage, "elements">>): Command {
  return (doc) => {
    const model = doc.pages[Math.min(after, doc.pages.length - 1)];
    const page: TemplatePage = {
      size: settings?.size ?? model.size,
      orientation: settings?.orientation ?? model.orientation,
      margin: settings?.margin ?? { ...model.margin },
      elements: [],
    };
    const pages = doc.pages.slice();
    pages.splice(after + 1, 0, page);
    return { document: { ...doc, pages }, page: after + 1, selection: [] };
  };
}

export function duplicatePage(index: number): Command {
  return (doc) => {
    const taken = allIds(doc);
    const source = doc.pages[index];
    const copy: TemplatePage = { ...structuredClone(source), elements: source.elements.map((e) => cloneWithFreshIds(e, taken)) };
    const pages = doc.pages.slice();
    pages.splice(index + 1, 0, copy);
    return { document: { ...doc, pages }, page: index + 1, selection: [] };
  };
}

/** The last page cannot go: a document has at least one. */
export function deletePage(index: number): Command {
  return (doc) => {
    if (doc.pages.length <= 1) return doc;
    const pages = doc.pages.filter((_, i) => i !== index);
    return { document: { ...doc, pages }, page: Math.min(index, pages.length - 1), selection: [] };
  };
}

export function movePage(from: number, to: number): Command {
  return (doc) => {
    if (from === to || to < 0 || to >= doc.pages.length) return doc;
    const pages = doc.pages.slice();
    const [page] = pages.splice(from, 1);
    pages.splice(to, 0, page);
    return { document: { ...doc, pages }, page: to };
  };
}

export function updatePage(index: number, patch: Partial<Omit<TemplatePage, "elements">>): Command {
  return (doc) => withPage(doc, index, (p) => ({ ...p, ...patch }));
}

/** Switching orientation of a custom size swaps its width and height, as a named size does. */
export function setOrientation(index: number, orientation: TemplatePage["orientation"]): Command {
  return (doc) =>
    withPage(doc, index, (p) => {
      if (p.orientation === orientation) return p;
      if (typeof p.size === "string") return { ...p, orientation };
      const { width, height } = pageSizeMm(p);
      return { ...p, orientation, size: { width: height, height: width } };
    });
}

// ---- bindings and document ----

/** Keys are unique; a command that would repeat one changes nothing (the panel says why before it gets here). */
export function addBinding(binding: Binding): Command {
  return (doc) => (doc.bindings.some((b) => b.key === binding.key) ? doc : { ...doc, bindings: [...doc.bindings, binding] });
}

export function updateBinding(index: number, binding: Binding): Command {
  return (doc) =>
    doc.bindings.some((b, i) => i !== index && b.key === binding.key)
      ? doc
      : { ...doc, bindings: doc.bindings.map((b, i) => (i === index ? binding : b)) };
}

export function removeBinding(index: number): Command {
  return (doc) => ({ ...doc, bindings: doc.bindings.filter((_, i) => i !== index) });
}

/** Adds the bindings whose keys are new, in order (see `bindingsFromExample`). */
export function addBindings(bindings: readonly Binding[]): (doc: TemplateDocument) => TemplateDocument {
  return (doc) => {
    const fresh = bindings.filter((b, i) => !doc.bindings.some((d) => d.key === b.key) && bindings.findIndex((o) => o.key === b.key) === i);
    return fresh.length ? { ...doc, bindings: [...doc.bindings, ...fresh] } : doc;
  };
}

/** The document's sample data; undefined goes back to the bindings' examples. */
export function setExampleData(exampleData: Record<string, unknown> | undefined): (doc: TemplateDocument) => TemplateDocument {
  return (doc) => {
    const next = { ...doc, exampleData };
    if (exampleData === undefined) delete next.exampleData;
    return next;
  };
}

export function setDocumentName(name: string): Command {
  return (doc) => ({ ...doc, name });
}

/** Replaces the whole document (restoring a version, starting from a library template) as one undoable step. */
export function replaceDocument(document: TemplateDocument): Command {
  return () => ({ document, page: 0, selection: [] });
}

function withPage(doc: TemplateDocument, index: number, fn: (page: TemplatePage) => TemplatePage): TemplateDocument {
  if (index < 0 || index >= doc.pages.length) return doc;
  const pages = doc.pages.slice();
  pages[index] = fn(pages[index]);
  return { ...doc, pages };
}

/** Moves an element (by the box its rotation covers) inside the page's margins, see `keepInside`. */
function onPage(element: Element, page: TemplatePage): Element {
  const paper = pageSizeMm(page);
  const { top, right, bottom, left } = page.margin;
  const content = { x: left, y: top, width: paper.width - left - right, height: paper.height - top - bottom };
  const covered = rotatedBounds(element);
  const inside = keepInside(covered, content, paper);
  return { ...element, x: roundMm(element.x + inside.x - covered.x), y: roundMm(element.y + inside.y - covered.y) };
}

function nextFree(taken: Set<string>, prefix: string): string {
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

function stripUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] === undefined) delete value[key];
  return value;
}
