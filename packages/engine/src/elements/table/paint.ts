import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutTable, LaidOutText } from "../../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { appendRuns, paintText, textAttrs } from "../text/paint.ts";

/**
 * Row fills become one path per colour and cells that look alike share one <text>: a table page is
 * hundreds of cells, and fewer nodes keep painting fast (and the SVG small).
 */
export function paintTable(parent: Container, box: LaidOutTable, ctx: PaintContext): void {
  const fills = new Map<string, string>();
  for (const row of box.rows) {
    if (!row.fill) continue;
    fills.set(row.fill, `${fills.get(row.fill) ?? ""}M${n(box.x)} ${n(row.y)}h${n(box.width)}v${n(row.height)}h${n(-box.width)}z`);
  }
  for (const [fill, d] of fills) parent.element("path").attr({ d, ...fillAttrs(fill) });

  const groups = new Map<string, { attrs: Record<string, string | number>; cells: LaidOutText[] }>();
  for (const row of box.rows) {
    for (const cell of row.cells) {
      if (cell.clip) {
        paintText(parent, cell, ctx);
        continue;
      }
      const attrs = textAttrs(cell);
      const key = JSON.stringify(attrs);
      const group = groups.get(key) ?? { attrs, cells: [] };
      group.cells.push(cell);
      groups.set(key, group);
    }
  }
  for (const { attrs, cells } of groups.values()) appendRuns(parent.element("text").attr(attrs), cells);

  if (!box.grid) return;
  let d = "";
  for (const row of box.rows.slice(1)) d += `M${n(box.x)} ${n(row.y)}H${n(box.x + box.width)}`;
  for (const column of box.columns.slice(1)) d += `M${n(column.x)} ${n(box.y)}V${n(box.y + box.height)}`;
  if (d) parent.element("path").attr({ d, fill: "none", ...strokeAttrs(box.grid.color, box.grid.width) });
}
