export interface Point {
  x: number;
  y: number;
}
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The triangle a pointer crosses when it heads from `from` (where it left the trigger) for `target`
 * (the child popup): its apex at `from`, its base the side of `target` that faces it. A pointer inside
 * it is aiming at the popup, so a diagonal move over a gap or a neighbouring item does not close it.
 */
export function aimTriangle(from: Point, target: Box): [Point, Point, Point] {
  if (from.y <= target.top) return [from, { x: target.left, y: target.top }, { x: target.right, y: target.top }];
  if (from.y >= target.bottom) return [from, { x: target.left, y: target.bottom }, { x: target.right, y: target.bottom }];
  if (from.x <= target.left) return [from, { x: target.left, y: target.top }, { x: target.left, y: target.bottom }];
  return [from, { x: target.right, y: target.top }, { x: target.right, y: target.bottom }];
}

export function insideTriangle(p: Point, [a, b, c]: [Point, Point, Point]): boolean {
  const side = (p1: Point, p2: Point) => (p.x - p2.x) * (p1.y - p2.y) - (p1.x - p2.x) * (p.y - p2.y);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

export function insideBox(p: Point, box: Box): boolean {
  return p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom;
}

/** Whether the pointer left `trigger` through its side that faces `popup` (the way to the popup). */
export function leftToward(from: Point, trigger: Box, popup: Box): boolean {
  if (popup.top >= trigger.bottom) return from.y >= trigger.bottom - 1;
  if (popup.bottom <= trigger.top) return from.y <= trigger.top + 1;
  if (popup.left >= trigger.right) return from.x >= trigger.right - 1;
  if (popup.right <= trigger.left) return from.x <= trigger.left + 1;
  return true;
}
