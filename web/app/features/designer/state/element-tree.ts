import { everyElement, type Element, type GroupElement, type TemplateDocument } from "@paperjet/template";

/** Where an element sits: its page, and the chain of indexes from the page's list down through groups. */
export interface ElementLocation {
  page: number;
  path: number[];
  element: Element;
  /** The group it is a child of, if any (coordinates are relative to it). */
  parent?: GroupElement;
}

export function locate(doc: TemplateDocument, id: string): ElementLocation | undefined {
  for (const [page, p] of doc.pages.entries()) {
    const found = locateIn(p.elements, id, []);
    if (found) return { page, ...found };
  }
  return undefined;
}

function locateIn(list: Element[], id: string, path: number[], parent?: GroupElement): Omit<ElementLocation, "page"> | undefined {
  for (const [i, element] of list.entries()) {
    if (element.id === id) return { path: [...path, i], element, parent };
    if (element.type === "group") {
      const found = locateIn(element.elements, id, [...path, i], element);
      if (found) return found;
    }
  }
  return undefined;
}

/** What a click, a marquee or select all may pick on the canvas: neither a locked element nor a hidden one (not drawn). */
export function canvasSelectable(element: Element): boolean {
  return !element.locked && !element.hidden;
}

export function findElement(doc: TemplateDocument, id: string): Element | undefined {
  return locate(doc, id)?.element;
}

/** Every element id in the document, children of groups included. */
export function allIds(doc: TemplateDocument): Set<string> {
  return new Set([...everyElement(doc)].map((e) => e.id));
}

/** Replaces the elements of the given ids (anywhere in the tree) with `fn(element)`; untouched branches keep their identity. */
export function mapElements(doc: TemplateDocument, ids: ReadonlySet<string>, fn: (element: Element) => Element): TemplateDocument {
  let changed = false;
  const visit = (list: Element[]): Element[] => {
    let out: Element[] | undefined;
    list.forEach((element, i) => {
      let next = ids.has(element.id) ? fn(element) : element;
      if (next.type === "group") {
        const children = visit(next.elements);
        if (children !== next.elements) next = { ...next, elements: children };
      }
      if (next !== element) {
        out ??= list.slice();
        out[i] = next;
      }
    });
    return out ?? list;
  };
  const pages = doc.pages.map((page) => {
    const elements = visit(page.elements);
    if (elements === page.elements) return page;
    changed = true;
    return { ...page, elements };
  });
  return changed ? { ...doc, pages } : doc;
}

/** Rewrites the sibling list that contains `id` (a page's list or a group's children). */
export function mapSiblingList(doc: TemplateDocument, id: string, fn: (list: Element[]) => Element[]): TemplateDocument {
  const loc = locate(doc, id);
  if (!loc) return doc;
  const rewrite = (list: Element[], path: number[]): Element[] => {
    if (path.length === 1) return fn(list);
    const [head, ...rest] = path;
    const group = list[head] as GroupElement;
    const next = list.slice();
    next[head] = { ...group, elements: rewrite(group.elements, rest) };
    return next;
  };
  const pages = doc.pages.slice();
  pages[loc.page] = { ...pages[loc.page], elements: rewrite(pages[loc.page].elements, loc.path) };
  return { ...doc, pages };
}

/** One row of the layers panel: an element, how deep in groups it sits, and where in its sibling list. */
export interface LayerEntry {
  element: Element;
  depth: number;
  /** The page-level element that holds it (itself at depth 0): the one the canvas selects. */
  top: string;
  /** The group it is a child of, if any: a row moves only among the rows of the same parent. */
  parent?: string;
  /** Its place in its sibling list (bottom first, as the painter draws), and that list's length. */
  index: number;
  count: number;
}

/** A page's elements as the layers panel lists them: topmost first, the children of expanded groups under their group. */
export function layerEntries(elements: readonly Element[], expanded: ReadonlySet<string>): LayerEntry[] {
  const rows: LayerEntry[] = [];
  const visit = (list: readonly Element[], depth: number, top: string | undefined, parent: string | undefined) => {
    for (let index = list.length - 1; index >= 0; index--) {
      const element = list[index]!;
      rows.push({ element, depth, top: top ?? element.id, parent, index, count: list.length });
      if (element.type === "group" && expanded.has(element.id)) visit(element.elements, depth + 1, top ?? element.id, element.id);
    }
  };
  visit(elements, 0, undefined, undefined);
  return rows;
}

/** The smallest `prefix-N` not used by any element (deterministic, so commands stay pure). */
export function nextId(taken: Set<string>, prefix: string): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** A deep copy with fresh ids for the element and all its descendants. */
export function cloneWithFreshIds(element: Element, taken: Set<string>): Element {
  const copy = structuredClone(element);
  const renew = (e: Element) => {
    e.id = nextId(taken, e.type);
    if (e.type === "group") e.elements.forEach(renew);
  };
  renew(copy);
  return copy;
}
