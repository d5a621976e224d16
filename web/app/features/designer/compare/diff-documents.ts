import type { Element, TemplateDocument } from "@paperjet/template";

/** How an element differs between two versions; one element can be moved and restyled at once. */
export type ChangeKind = "added" | "removed" | "moved" | "restyled" | "edited";

export interface Box {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ElementChange {
  id: string;
  /** The element as it is in the newer version (the older one's when removed): what names it. */
  element: Element;
  kinds: ChangeKind[];
  /** Where it sits on the page (mm, group offsets added) in the older and the newer version. */
  before?: Box;
  after?: Box;
}

export interface BindingChange {
  key: string;
  kind: "added" | "removed" | "changed";
}

export interface DocumentDiff {
  elements: ElementChange[];
  bindings: BindingChange[];
}

const KIND_ORDER: ChangeKind[] = ["added", "removed", "moved", "restyled", "edited"];
const GEOMETRY = new Set(["x", "y", "width", "height", "rotation"]);
/** What an element says or shows, as opposed to how it looks. */
const CONTENT = new Set([
  "text",
  "runs",
  "value",
  "src",
  "alt",
  "columns",
  "each",
  "series",
  "labels",
  "link",
  "name",
  "visibleIf",
  "hidden",
]);

interface Placed {
  element: Element;
  box: Box;
}

/** Every element by id with its absolute box; a group's children once, on their own. */
function placeAll(doc: TemplateDocument): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const walk = (list: Element[], page: number, dx: number, dy: number) => {
    for (const element of list) {
      placed.set(element.id, {
        element,
        box: { page, x: element.x + dx, y: element.y + dy, width: element.width, height: element.height },
      });
      if (element.type === "group") walk(element.elements, page, dx + element.x, dy + element.y);
    }
  };
  doc.pages.forEach((page, i) => walk(page.elements, i, 0, 0));
  return placed;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function kindsOf(before: Placed, after: Placed): ChangeKind[] {
  const kinds = new Set<ChangeKind>();
  if (!same(before.box, after.box) || before.element.rotation !== after.element.rotation) kinds.add("moved");
  const keys = new Set([...Object.keys(before.element), ...Object.keys(after.element)]);
  for (const key of keys) {
    if (GEOMETRY.has(key) || key === "id" || key === "elements") continue;
    const a = (before.element as unknown as Record<string, unknown>)[key];
    const b = (after.element as unknown as Record<string, unknown>)[key];
    if (!same(a, b)) kinds.add(CONTENT.has(key) ? "edited" : "restyled");
  }
  return KIND_ORDER.filter((k) => kinds.has(k));
}

/**
 * What changed from `before` to `after` (History's compare): elements added, removed, moved (position,
 * size, page or rotation), restyled (how they look) or edited (what they say), matched by id; and the
 * bindings added, removed or changed, matched by key. Order: the newer version's elements, then the removed.
 */
export function diffDocuments(before: TemplateDocument, after: TemplateDocument): DocumentDiff {
  const old = placeAll(before);
  const now = placeAll(after);
  const elements: ElementChange[] = [];
  for (const [id, placed] of now) {
    const was = old.get(id);
    if (!was) elements.push({ id, element: placed.element, kinds: ["added"], after: placed.box });
    else {
      const kinds = kindsOf(was, placed);
      if (kinds.length) elements.push({ id, element: placed.element, kinds, before: was.box, after: placed.box });
    }
  }
  for (const [id, placed] of old) if (!now.has(id)) elements.push({ id, element: placed.element, kinds: ["removed"], before: placed.box });

  const oldBindings = new Map(before.bindings.map((b) => [b.key, b]));
  const newBindings = new Map(after.bindings.map((b) => [b.key, b]));
  const bindings: BindingChange[] = [];
  for (const [key, binding] of newBindings) {
    const was = oldBindings.get(key);
    if (!was) bindings.push({ key, kind: "added" });
    else if (!same(was, binding)) bindings.push({ key, kind: "changed" });
  }
  for (const key of oldBindings.keys()) if (!newBindings.has(key)) bindings.push({ key, kind: "removed" });
  return { elements, bindings };
}
