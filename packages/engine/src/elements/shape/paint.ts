import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutShape } from "../../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "../../paint/color.ts";

const DEFAULT_STROKE_MM = 0.3;

/** A shape with neither fill nor stroke would be invisible, so it gets a thin black outline. */
export function paintShape(parent: Container, box: LaidOutShape): void {
  const stroke = box.stroke ?? (box.fill && box.shape !== "line" ? undefined : "#000000");
  const paint = {
    ...(box.shape === "line" ? { fill: "none" } : fillAttrs(box.fill)),
    ...(stroke ? strokeAttrs(stroke, box.strokeWidth ?? DEFAULT_STROKE_MM) : {}),
  };
  if (box.shape === "line") {
    parent.element("line").attr({ x1: n(box.x), y1: n(box.y), x2: n(box.x + box.width), y2: n(box.y + box.height), ...paint });
  } else if (box.shape === "ellipse") {
    const rx = box.width / 2;
    const ry = box.height / 2;
    parent.element("ellipse").attr({ cx: n(box.x + rx), cy: n(box.y + ry), rx: n(rx), ry: n(ry), ...paint });
  } else {
    const attrs: Record<string, string | number> = { x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height), ...paint };
    if (box.border?.radius) attrs.rx = n(box.border.radius);
    parent.element("rect").attr(attrs);
  }
}
