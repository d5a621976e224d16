import type { LaidOutDocument, LaidOutPage } from "@paperjet/engine";
import { renderEditPage, type RenderInput } from "./render-page.ts";

/** Space between the pages the canvas stacks, in mm (room for a generated page's label). */
export const PAGE_GAP_MM = 10;

/** Most generated pages the canvas draws; the preview shows the rest. */
export const MAX_CANVAS_PAGES = 30;

/** Where one copy of a top-level element is drawn: a page of the view and its laid-out box there. */
export interface Occurrence {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far the element's first drawn copy lies from where it was designed (it flowed down or onto a later page). */
export interface Shift {
  page: number;
  dx: number;
  dy: number;
}

/**
 * One template page on the canvas as the PDF prints it: laid out by the engine with the example data,
 * in the document's flow, followed by the pages its overflow generates. `number` is the page's number
 * in the whole document and `total` how many pages the document has.
 */
export interface DocumentView {
  pages: { laid: LaidOutPage; number: number; generated: boolean }[];
  total: number;
  /** Pages the data generates past MAX_CANVAS_PAGES: not drawn. */
  omitted: number;
  occurrences: ReadonlyMap<string, Occurrence[]>;
  /** Each top-level element's shift from its designed box to its first drawn copy. */
  shifts: ReadonlyMap<string, Shift>;
  warnings: string[];
  /** Set when layout failed: the canvas falls back to drawing each element where it was designed. */
  fallback?: string;
}

const layouts = new WeakMap<object, { data: object; images: object; laid: LaidOutDocument }>();

/**
 * The whole document laid out with the example data, once per document, data and images: the canvas
 * and the page strip draw from the same layout.
 */
export function layoutWholeDocument(input: Omit<RenderInput, "page" | "hidden">): LaidOutDocument {
  const cached = layouts.get(input.document);
  if (cached && cached.data === input.data && cached.images === input.images) return cached.laid;
  const laid = input.engine.layout(input.document, input.data, { images: input.images });
  layouts.set(input.document, { data: input.data, images: input.images, laid });
  return laid;
}

/** Lays out the whole document and keeps the pages `input.page` makes (the designed one first). */
export function layoutDocumentView(input: RenderInput): DocumentView {
  let laid;
  try {
    laid = layoutWholeDocument(input);
  } catch (error) {
    return { pages: [], total: 1, omitted: 0, occurrences: new Map(), shifts: new Map(), warnings: [], fallback: (error as Error).message };
  }
  const own = laid.pages.filter((p) => p.templatePage === input.page);
  const shown = own.slice(0, MAX_CANVAS_PAGES + 1);
  const occurrences = new Map<string, Occurrence[]>();
  shown.forEach((page, index) => {
    for (const box of page.boxes) {
      const list = occurrences.get(box.id) ?? [];
      list.push({ page: index, x: box.x, y: box.y, width: box.width, height: box.height });
      occurrences.set(box.id, list);
    }
  });
  const shifts = new Map<string, Shift>();
  for (const element of input.document.pages[input.page]?.elements ?? []) {
    const first = occurrences.get(element.id)?.[0];
    if (first) shifts.set(element.id, { page: first.page, dx: first.x - element.x, dy: first.y - element.y });
  }
  return {
    pages: shown.map((p, i) => ({ laid: p, number: p.number, generated: i > 0 })),
    total: laid.pages.length,
    omitted: own.length - shown.length,
    occurrences,
    shifts,
    warnings: laid.warnings,
  };
}

const UNMOVED: Shift = { page: 0, dx: 0, dy: 0 };

/** Where the element is drawn relative to its designed box; unmoved when the data leaves it out (it is drawn where designed). */
export function shiftOf(view: DocumentView, id: string): Shift {
  return view.shifts.get(id) ?? UNMOVED;
}

/** The top of page `index` of the view in the canvas' stacked millimetres. */
export function pageTop(index: number, pageHeight: number): number {
  return index * (pageHeight + PAGE_GAP_MM);
}

/** The SVG of each page of the view, leaving out the elements in `without` (a gesture draws them on its own layer). */
export function paintDocumentView(input: RenderInput, view: DocumentView, without: ReadonlySet<string> = new Set()): string[] {
  if (view.fallback !== undefined) return [renderEditPage(input, { without }).svg];
  return view.pages.map(({ laid }) => input.engine.paint({ ...laid, boxes: laid.boxes.filter((b) => !without.has(b.id)) }));
}

/**
 * A point of the stacked view as a point of the designed page: a drop on a generated page lands at the
 * same place of the page being designed, which is where its content starts from.
 */
export function toDesignedPage(point: { x: number; y: number }, pageHeight: number): { x: number; y: number } {
  const index = Math.max(0, Math.floor(point.y / (pageHeight + PAGE_GAP_MM)));
  return { x: point.x, y: Math.min(pageHeight, point.y - pageTop(index, pageHeight)) };
}
