import type { ShapeElement } from "@paperjet/template";
import { decoration } from "../../layout/decorate.ts";
import type { LaidOutShape } from "../../layout/types.ts";

export function layoutShape(el: ShapeElement, x: number, y: number): LaidOutShape {
  const box: LaidOutShape = { kind: "shape", id: el.id, x, y, width: el.width, height: el.height, shape: el.shape, ...decoration(el) };
  if (el.fill) box.fill = el.fill;
  if (el.stroke) box.stroke = el.stroke;
  if (el.strokeWidth !== undefined) box.strokeWidth = el.strokeWidth;
  return box;
}
