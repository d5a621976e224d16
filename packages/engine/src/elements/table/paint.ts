import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutTable } from "../../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { paintText } from "../text/paint.ts";

export function paintTable(parent: Container, box: LaidOutTable, ctx: PaintContext): void {
  for (const row of box.rows) {
    if (row.fill) parent.element("rect").attr({ x: n(box.x), y: n(row.y), width: n(box.width), height: n(row.height), ...fillAttrs(row.fill) });
  }
  for (const row of box.rows) for (const cell of row.cells) paintText(parent, cell, ctx);
  if (!box.grid) return;
  let d = "";
  for (const row of box.rows.slice(1)) d += `M${n(box.x)} ${n(row.y)}H${n(box.x + box.width)}`;
  for (const column of box.columns.slice(1)) d += `M${n(column.x)} ${n(box.y)}V${n(box.y + box.height)}`;
  if (d) parent.element("path").attr({ d, fill: "none", ...strokeAttrs(box.grid.color, box.grid.width) });
}
