import type { Box } from "../state/geometry.ts";

export interface Guide {
  axis: "x" | "y";
  /** Position of the guide line in mm. */
  at: number;
}

export interface SnapTargets {
  x: number[];
  y: number[];
}

/** Lines worth snapping to: page edges and centre, the margins, and other elements' edges and centres. */
export function snapTargets(
  page: { width: number; height: number; margin: { top: number; right: number; bottom: number; left: number } },
  others: readonly Box[],
): SnapTargets {
  const x = [0, page.width / 2, page.width, page.margin.left, page.width - page.margin.right];
  const y = [0, page.height / 2, page.height, page.margin.top, page.height - page.margin.bottom];
  for (const b of others) {
    x.push(b.x, b.x + b.width / 2, b.x + b.width);
    y.push(b.y, b.y + b.height / 2, b.y + b.height);
  }
  return { x, y };
}

/**
 * The offset that brings the nearest of the box's edges or centre onto a target within `threshold` mm,
 * per axis, and the guides to draw for every line the snapped box now touches.
 */
export function snapBox(box: Box, targets: SnapTargets, threshold: number): { dx: number; dy: number; guides: Guide[] } {
  const best = (edges: number[], lines: number[]) => {
    let delta = 0;
    let distance = threshold;
    for (const edge of edges) {
      for (const line of lines) {
        const d = Math.abs(line - edge);
        if (d <= distance) {
          distance = d;
          delta = line - edge;
        }
      }
    }
    return distance <= threshold && (delta !== 0 || distance === 0) ? delta : 0;
  };
  const xs = (b: Box) => [b.x, b.x + b.width / 2, b.x + b.width];
  const ys = (b: Box) => [b.y, b.y + b.height / 2, b.y + b.height];
  const dx = best(xs(box), targets.x);
  const dy = best(ys(box), targets.y);
  const snapped = { ...box, x: box.x + dx, y: box.y + dy };
  const eps = 1e-6;
  const guides: Guide[] = [];
  for (const line of new Set(targets.x)) if (xs(snapped).some((e) => Math.abs(e - line) < eps)) guides.push({ axis: "x", at: line });
  for (const line of new Set(targets.y)) if (ys(snapped).some((e) => Math.abs(e - line) < eps)) guides.push({ axis: "y", at: line });
  return { dx, dy, guides };
}
