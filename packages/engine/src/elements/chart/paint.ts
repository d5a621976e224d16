import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutChart } from "../../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { paintText } from "../text/paint.ts";

export function paintChart(parent: Container, box: LaidOutChart, ctx: PaintContext): void {
  for (const p of box.primitives) {
    switch (p.kind) {
      case "rect":
        parent.element("rect").attr({ x: n(p.x), y: n(p.y), width: n(p.width), height: n(p.height), ...fillAttrs(p.fill) });
        break;
      case "line":
        parent.element("line").attr({ x1: n(p.x1), y1: n(p.y1), x2: n(p.x2), y2: n(p.y2), ...strokeAttrs(p.stroke, p.width) });
        break;
      case "polyline":
        parent.element("polyline").attr({
          points: p.points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
          fill: "none",
          ...strokeAttrs(p.stroke, p.width),
          "stroke-linejoin": "round",
        });
        break;
      case "circle":
        parent.element("circle").attr({ cx: n(p.cx), cy: n(p.cy), r: n(p.r), ...fillAttrs(p.fill) });
        break;
      case "path":
        parent.element("path").attr({ d: p.d, ...fillAttrs(p.fill), ...(p.stroke ? strokeAttrs(p.stroke, 0.3) : {}) });
        break;
      case "text":
        paintText(parent, p.text, ctx);
        break;
    }
  }
}
