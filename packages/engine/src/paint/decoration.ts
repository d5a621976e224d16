import type { Container } from "@svgdotjs/svg.js";
import type { BoxBase } from "../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "./color.ts";

/** Rotation (about the centre) and opacity wrap the element in a group; otherwise it is drawn straight into the parent. */
export function wrapper(parent: Container, box: BoxBase): Container {
  if (!box.rotation && box.opacity === undefined) return parent;
  const g = parent.group();
  if (box.rotation) g.attr("transform", `rotate(${n(box.rotation)} ${n(box.x + box.width / 2)} ${n(box.y + box.height / 2)})`);
  if (box.opacity !== undefined) g.attr("opacity", n(box.opacity));
  return g;
}

export function paintBackground(parent: Container, box: BoxBase): void {
  if (!box.background) return;
  parent.element("rect").attr({ ...rectAttrs(box), ...fillAttrs(box.background) });
}

export function paintBorder(parent: Container, box: BoxBase): void {
  if (!box.border || box.border.width <= 0) return;
  // Drawn inside the box so a bordered element keeps its outer size.
  const inset = box.border.width / 2;
  const inner = {
    ...box,
    x: box.x + inset,
    y: box.y + inset,
    width: Math.max(0, box.width - 2 * inset),
    height: Math.max(0, box.height - 2 * inset),
  };
  parent.element("rect").attr({ ...rectAttrs(inner), fill: "none", ...strokeAttrs(box.border.color, box.border.width) });
}

function rectAttrs(box: BoxBase): Record<string, number> {
  const attrs: Record<string, number> = { x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height) };
  if (box.border?.radius) attrs.rx = n(box.border.radius);
  return attrs;
}
