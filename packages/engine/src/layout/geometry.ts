import { engineElement } from "../elements/registry.ts";
import type { LaidOutBox } from "./types.ts";

/** Moves a laid-out box and everything inside it; boxes are built at y = 0 and placed by the flow. */
export function shiftBox(box: LaidOutBox, dx: number, dy: number): void {
  box.x += dx;
  box.y += dy;
  engineElement(box.kind).shift(box as never, dx, dy, shiftBox);
}

/** Cuts a box off at page y `bottom` (content taller than a page). */
export function clipBox(box: LaidOutBox, bottom: number): void {
  box.height = Math.max(0, Math.min(box.height, bottom - box.y));
  engineElement(box.kind).clip(box as never, bottom, clipBox);
}
