import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutQrCode } from "../../layout/types.ts";
import { fillAttrs, n } from "../../paint/color.ts";

/** Light modules around the code that scanners need; the box keeps it inside its bounds. */
export const QUIET_ZONE_MODULES = 2;

/** All dark modules as ONE path (runs of a row merged), scaled into the box's largest square. */
export function paintQrCode(parent: Container, box: LaidOutQrCode): void {
  if (!box.size) return;
  const total = box.size + 2 * QUIET_ZONE_MODULES;
  const side = Math.min(box.width, box.height);
  const scale = side / total;
  const x0 = box.x + (box.width - side) / 2 + QUIET_ZONE_MODULES * scale;
  const y0 = box.y + (box.height - side) / 2 + QUIET_ZONE_MODULES * scale;
  let d = "";
  for (let row = 0; row < box.size; row++) {
    let col = 0;
    while (col < box.size) {
      if (box.modules[row * box.size + col] !== "1") {
        col++;
        continue;
      }
      const start = col;
      while (col < box.size && box.modules[row * box.size + col] === "1") col++;
      d += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  parent.element("path").attr({
    d,
    transform: `translate(${n(x0)} ${n(y0)}) scale(${n(scale * 1000) / 1000})`,
    "shape-rendering": "crispEdges",
    ...fillAttrs(box.color),
  });
}
