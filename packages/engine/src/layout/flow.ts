import { EPSILON } from "../text/units.ts";
import { clipBox, shiftBox } from "./geometry.ts";
import { coverBox, reportOverlaps, type PlacedExtent } from "./overlaps.ts";
import type { LaidOutBox } from "./types.ts";

/** An unbreakable slice of a flowing element: the whole element, one repeat copy, one table row. */
export interface Block {
  height: number;
  /** Boxes laid out at y = 0; the flow moves them to where the block lands. */
  boxes: LaidOutBox[];
  /** Keep on the same page as the next block (a table header with its first row). */
  keepWithNext?: boolean;
  /** Space above the block when it follows another one on the same page (a repeat's gap). */
  gapBefore?: number;
}

export interface Flowable {
  id: string;
  /** Paint order: index of the element on its template page. */
  order: number;
  designY: number;
  designHeight: number;
  /** The element never ends above designY + minHeight on its first page (design height of a short table). */
  minHeight: number;
  moveDown: boolean;
  blocks: Block[];
  /** Drawn again at the top of each continuation page (a table's repeated header); built per use. */
  continuationHeader?: () => Block;
}

export interface PageFrame {
  top: number;
  bottom: number;
}

export interface FlowResult {
  /** Per generated page: boxes with their paint order. */
  pages: { order: number; box: LaidOutBox }[][];
}

/**
 * Places flowables on as many pages as they need. Elements keep their design position unless
 * `moveDown`: then they keep their design distance to the lowest-ending element designed above
 * them, so growth (or a hidden element's missing height) moves them, across pages when they pass
 * the bottom margin. Only breakable points (between blocks) break; a block that cannot fit even on
 * a fresh page is clipped with a warning, so pagination always ends. Content that ends up over an
 * element it did not touch as designed is reported (`reportOverlaps`).
 */
export function flow(flowables: Flowable[], frame: PageFrame, paginate: boolean, warnings: string[]): FlowResult {
  const pages: FlowResult["pages"] = [[]];
  const placed: { designBottom: number; page: number; y: number }[] = [];
  const sorted = [...flowables].sort((a, b) => a.designY - b.designY || a.order - b.order);
  const extents: PlacedExtent[] = [];
  let extent: PlacedExtent;

  const emit = (page: number, block: Block, top: number, order: number, clipHeight?: number) => {
    while (pages.length <= page) pages.push([]);
    for (const box of block.boxes) {
      shiftBox(box, 0, top);
      if (clipHeight !== undefined) clipBox(box, top + clipHeight);
      pages[page].push({ order, box });
      coverBox(extent, page, box);
    }
  };

  for (const item of sorted) {
    extent = { id: item.id, designY: item.designY, designHeight: item.designHeight, pages: new Map() };
    extents.push(extent);
    let page = 0;
    let y = item.designY;
    if (item.moveDown) {
      let anchored = false;
      for (const p of placed) {
        if (p.designBottom > item.designY + EPSILON) continue;
        const candidateY = p.y + (item.designY - p.designBottom);
        if (!anchored || p.page > page || (p.page === page && candidateY > y)) {
          page = p.page;
          y = candidateY;
          anchored = true;
        }
      }
    }
    const startPage = page;
    const startY = y;

    item.blocks.forEach((block, i) => {
      if (i > 0) y += block.gapBefore ?? 0;
      const canBreak = paginate && (item.moveDown || i > 0);
      const next = block.keepWithNext ? item.blocks[i + 1] : undefined;
      const needed = block.height + (next ? (next.gapBefore ?? 0) + next.height : 0);
      let fresh = y <= frame.top + EPSILON;
      if (canBreak && !fresh && y + needed > frame.bottom + EPSILON) {
        page++;
        y = frame.top;
        fresh = true;
        if (i > 0 && item.continuationHeader) {
          const header = item.continuationHeader();
          emit(page, header, y, item.order);
          y += header.height;
        }
      }
      if (canBreak && fresh && y + block.height > frame.bottom + EPSILON) {
        const room = Math.max(0, frame.bottom - y);
        warnings.push(`${item.id}: content taller than the page was clipped`);
        emit(page, block, y, item.order, room);
        y += room;
        return;
      }
      emit(page, block, y, item.order);
      y += block.height;
    });

    const end = page === startPage ? Math.max(y, startY + item.minHeight) : y;
    placed.push({ designBottom: item.designY + item.designHeight, page, y: end });
  }
  if (sorted.length > 1) reportOverlaps(extents, warnings);
  return { pages };
}
