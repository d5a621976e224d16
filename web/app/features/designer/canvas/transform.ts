import { rotatePoint, type Box } from "../state/geometry.ts";

export type Handle = "n" | "s" | "e" | "w" | "ne" | "nw" | "se" | "sw";

export const HANDLES: Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

const MIN_SIZE = 1;

/**
 * Resizes a (possibly rotated) box by dragging `handle` by (dx, dy) page millimetres: the pointer delta
 * is taken into the box's own frame, the opposite edge or corner stays where it was on the page, and
 * with `keepRatio` the width/height ratio is kept.
 */
export function resizeBox(box: Box & { rotation?: number }, handle: Handle, dx: number, dy: number, keepRatio: boolean): Box {
  const angle = box.rotation ?? 0;
  const local = rotatePoint(dx, dy, 0, 0, -angle);
  let left = -box.width / 2;
  let right = box.width / 2;
  let top = -box.height / 2;
  let bottom = box.height / 2;
  if (handle.includes("w")) left = Math.min(left + local.x, right - MIN_SIZE);
  if (handle.includes("e")) right = Math.max(right + local.x, left + MIN_SIZE);
  if (handle.includes("n")) top = Math.min(top + local.y, bottom - MIN_SIZE);
  if (handle.includes("s")) bottom = Math.max(bottom + local.y, top + MIN_SIZE);
  if (keepRatio && box.width > 0 && box.height > 0) {
    const ratio = box.width / box.height;
    let width = right - left;
    let height = bottom - top;
    const corner = handle.length === 2;
    if (corner ? width / box.width > height / box.height : handle === "e" || handle === "w") height = width / ratio;
    else width = height * ratio;
    if (handle.includes("w")) left = right - width;
    else if (handle.includes("e")) right = left + width;
    else {
      const cx = (left + right) / 2;
      left = cx - width / 2;
      right = cx + width / 2;
    }
    if (handle.includes("n")) top = bottom - height;
    else if (handle.includes("s")) bottom = top + height;
    else {
      const cy = (top + bottom) / 2;
      top = cy - height / 2;
      bottom = cy + height / 2;
    }
  }
  const width = right - left;
  const height = bottom - top;
  const shift = rotatePoint((left + right) / 2, (top + bottom) / 2, 0, 0, angle);
  const cx = box.x + box.width / 2 + shift.x;
  const cy = box.y + box.height / 2 + shift.y;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** Scales member boxes with their common bounds (multi-selection resize, no rotation involved). */
export function scaleBoxes(boxes: ReadonlyMap<string, Box>, from: Box, to: Box): Map<string, Box> {
  const sx = from.width > 0 ? to.width / from.width : 1;
  const sy = from.height > 0 ? to.height / from.height : 1;
  const out = new Map<string, Box>();
  for (const [id, b] of boxes) {
    out.set(id, { x: to.x + (b.x - from.x) * sx, y: to.y + (b.y - from.y) * sy, width: b.width * sx, height: b.height * sy });
  }
  return out;
}

/** The rotation that points the box's top at the pointer; `step` snaps it (15° with Shift). */
export function rotationTowards(box: Box, px: number, py: number, step?: number): number {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  let degrees = (Math.atan2(py - cy, px - cx) * 180) / Math.PI + 90;
  if (step) degrees = Math.round(degrees / step) * step;
  return degrees;
}
