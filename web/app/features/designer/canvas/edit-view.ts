import { everyElement, type Element, type TemplateDocument } from "@paperjet/template";

/**
 * One template page with every element pinned, so the engine draws each at the position the user gave
 * it (pinned elements take no part in flow), and nothing left out by `visibleIf`; what the example data
 * hides (`hidden`) is drawn faded. The canvas draws the real flow (document-view.ts) and uses this for
 * what flow cannot show: the elements a gesture is moving, the ones the data hides, and a document
 * that cannot be laid out.
 * `only` keeps just those top-level elements (a gesture's live layer); `without` drops them.
 */
export function editViewDocument(
  doc: TemplateDocument,
  pageIndex: number,
  filter: { only?: ReadonlySet<string>; without?: ReadonlySet<string> } = {},
  hidden: ReadonlyMap<string, string> = new Map(),
): TemplateDocument {
  const page = doc.pages[pageIndex];
  const elements = page.elements
    .filter((e) => (filter.only ? filter.only.has(e.id) : true) && !(filter.without?.has(e.id) ?? false))
    .map((e) => (hidden.has(e.id) ? faded(forEditing(e)) : forEditing(e)));
  return { ...doc, pages: [{ ...page, elements }] };
}

/** How much of an element the example data hides is still drawn: enough to edit it, clearly not printing. */
export const HIDDEN_OPACITY = 0.3;

function faded(element: Element): Element {
  return { ...element, opacity: (element.opacity ?? 1) * HIDDEN_OPACITY };
}

function forEditing(element: Element): Element {
  const { visibleIf: _hidden, ...rest } = element;
  const pinned = { ...rest, pin: "every-page" } as Element;
  if (pinned.type === "group") return { ...pinned, elements: pinned.elements.map((child) => stripVisibleIf(child)) };
  return pinned;
}

function stripVisibleIf(element: Element): Element {
  const { visibleIf: _hidden, ...rest } = element;
  return rest.type === "group" ? ({ ...rest, elements: rest.elements.map(stripVisibleIf) } as Element) : (rest as Element);
}

/** Every `media:{id}` an element tree uses as a literal image source. */
export function mediaSources(doc: TemplateDocument): string[] {
  const out = new Set<string>();
  for (const e of everyElement(doc)) if (e.type === "image" && e.src.startsWith("media:")) out.add(e.src);
  return [...out];
}
