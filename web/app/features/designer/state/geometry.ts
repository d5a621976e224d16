export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function boundsOf(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Moves a box (never resizing it) to lie wholly inside `content`, the page within its margins. Along an axis
 * where the box is longer than that, it keeps as close to the margin as stays on the paper, and starts at the
 * paper's edge when it is longer than the paper too: whatever does not fit is cut on the far side only.
 */
export function keepInside(box: Box, content: Box, paper: { width: number; height: number }): Box {
  const span = (start: number, size: number, from: number, room: number, paperSize: number) =>
    size <= room ? Math.min(Math.max(start, from), from + room - size) : Math.max(0, Math.min(from, paperSize - size));
  return {
    ...box,
    x: span(box.x, box.width, content.x, content.width, paper.width),
    y: span(box.y, box.height, content.y, content.height, paper.height),
  };
}

/** The axis-aligned box a rotated element covers. */
export function rotatedBounds(e: Box & { rotation?: number }): Box {
  const angle = ((e.rotation ?? 0) * Math.PI) / 180;
  if (angle === 0) return { x: e.x, y: e.y, width: e.width, height: e.height };
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const width = e.width * cos + e.height * sin;
  const height = e.width * sin + e.height * cos;
  const cx = e.x + e.width / 2;
  const cy = e.y + e.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function containsPoint(box: Box, p: { x: number; y: number }): boolean {
  return p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;
}

/** Rotates point (x, y) by `degrees` clockwise (y down) about (cx, cy). */
export function rotatePoint(x: number, y: number, cx: number, cy: number, degrees: number): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return { x: cx + dx * Math.cos(a) - dy * Math.sin(a), y: cy + dx * Math.sin(a) + dy * Math.cos(a) };
}

/** Millimetre values are kept to 1/100 mm so the JSON stays readable and comparisons stay exact. */
export function roundMm(value: number): number {
  return Math.round(value * 100) / 100;
}

export function normalizeDegrees(value: number): number {
  const d = ((value % 360) + 360) % 360;
  return Math.round((d > 180 ? d - 360 : d) * 10) / 10;
}
