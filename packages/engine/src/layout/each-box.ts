import { engineElement } from "../elements/registry.ts";
import type { LaidOutBox } from "./types.ts";

/** Visits every box and, through each type's `children`, the boxes inside it (a group's members). */
export function eachBox(boxes: readonly LaidOutBox[], visit: (box: LaidOutBox) => void): void {
  for (const box of boxes) {
    visit(box);
    const children = engineElement(box.kind).children?.(box as never);
    if (children) eachBox(children, visit);
  }
}
