import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutBarcode } from "../../layout/types.ts";
import { fillAttrs, n } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { paintText } from "../text/paint.ts";

/** The symbol as one filled path stretched onto its bars area; the human-readable line as real text. */
export function paintBarcode(parent: Container, box: LaidOutBarcode, ctx: PaintContext): void {
  if (!box.symbol || !box.bars) return;
  const { symbol, bars } = box;
  const sx = bars.width / symbol.width;
  const sy = bars.height / symbol.height;
  parent.element("path").attr({
    d: symbol.d,
    transform: `matrix(${n(sx * 1000) / 1000} 0 0 ${n(sy * 1000) / 1000} ${n(bars.x)} ${n(bars.y)})`,
    "shape-rendering": "crispEdges",
    ...fillAttrs(box.color),
  });
  if (box.text) paintText(parent, box.text, ctx);
}
