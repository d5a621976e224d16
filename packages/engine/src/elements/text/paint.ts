import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutText } from "../../layout/types.ts";
import { fillAttrs, n } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { PT_TO_MM } from "../../text/units.ts";

/**
 * Real `<text>` in the bundled family (never outlines, never filters) so the PDF text stays
 * selectable. Lines are positioned from the layout; right and centred lines anchor at their end or
 * middle so they stay aligned even if the browser's advances differ by a hair.
 */
export function paintText(parent: Container, box: LaidOutText, ctx: PaintContext): void {
  if (!box.lines.some((l) => l.runs.some((r) => r.text))) return;
  const text = parent.element("text").attr({
    "font-family": `'${box.font.family}'`,
    "font-size": n(box.font.sizePt * PT_TO_MM),
    "font-weight": box.font.weight,
    ...fillAttrs(box.color),
  });
  if (box.font.style === "italic") text.attr("font-style", "italic");
  if (box.letterSpacing) text.attr("letter-spacing", n(box.letterSpacing));
  if (box.clip) {
    const id = ctx.id("clip");
    ctx.defs.element("clipPath").attr("id", id).element("rect").attr({ x: n(box.x), y: n(box.y), width: n(box.width), height: n(box.height) });
    text.attr("clip-path", `url(#${id})`);
  }
  const anchor = box.align === "right" ? "end" : box.align === "center" ? "middle" : undefined;
  if (anchor) text.attr("text-anchor", anchor);
  for (const line of box.lines) {
    for (const run of line.runs) {
      if (!run.text) continue;
      const x = anchor === "end" ? run.x + run.width : anchor === "middle" ? run.x + run.width / 2 : run.x;
      const span = text.element("tspan").attr({ x: n(x), y: n(line.y) });
      span.node.textContent = run.text;
    }
  }
}
