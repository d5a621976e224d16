import { EPSILON } from "../text/units.ts";
import type { LaidOutBox } from "./types.ts";

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where one flowing element was designed, and what it covers on each generated page once placed. */
export interface PlacedExtent {
  id: string;
  designY: number;
  designHeight: number;
  /** Generated page (of this flow) → the union of its boxes there. */
  pages: Map<number, Rect>;
}

export function coverBox(extent: PlacedExtent, page: number, box: LaidOutBox): void {
  const r = extent.pages.get(page);
  const next = { x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height };
  extent.pages.set(
    page,
    r ? { x0: Math.min(r.x0, next.x0), y0: Math.min(r.y0, next.y0), x1: Math.max(r.x1, next.x1), y1: Math.max(r.y1, next.y1) } : next,
  );
}

const intersects = (a: Rect, b: Rect) => a.x0 < b.x1 - EPSILON && b.x0 < a.x1 - EPSILON && a.y0 < b.y1 - EPSILON && b.y0 < a.y1 - EPSILON;

/** Its design box: the placed boxes' horizontal span (flow never moves sideways), the design's vertical one. */
function designRect(e: PlacedExtent): Rect | undefined {
  const rects = [...e.pages.values()];
  if (!rects.length) return undefined;
  return {
    x0: Math.min(...rects.map((r) => r.x0)),
    x1: Math.max(...rects.map((r) => r.x1)),
    y0: e.designY,
    y1: e.designY + e.designHeight,
  };
}

/** Still inside its design box on the first page: it neither grew, moved nor continued. */
function stayed(e: PlacedExtent, design: Rect): boolean {
  const only = e.pages.size === 1 ? e.pages.get(0) : undefined;
  return only !== undefined && only.y0 >= design.y0 - EPSILON && only.y1 <= design.y1 + EPSILON;
}

/**
 * Flowing content that grew or moved onto another element it did not touch as designed (a long
 * table running under a chart placed below it): one warning per pair, naming both, the element that
 * moved or grew first. Pairs that overlap in the design (a background shape) are intended.
 */
export function reportOverlaps(extents: PlacedExtent[], warnings: string[]): void {
  const designs = extents.map(designRect);
  extents.forEach((a, i) => {
    const da = designs[i];
    if (!da || stayed(a, da)) return;
    extents.forEach((b, j) => {
      const db = designs[j];
      if (j === i || !db || intersects(da, db)) return;
      // A pair where both moved is reported once, from the element placed first.
      if (j < i && !stayed(b, db)) return;
      for (const [page, ra] of a.pages) {
        const rb = b.pages.get(page);
        if (rb && intersects(ra, rb)) {
          warnings.push(`${a.id}: overlaps ${b.id} once laid out (turn on moveDown for ${b.id})`);
          return;
        }
      }
    });
  });
}
