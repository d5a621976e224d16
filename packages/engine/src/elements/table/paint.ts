import { SVG, create, type Container } from "@svgdotjs/svg.js";
import type { LaidOutTable, LaidOutTableRow } from "../../layout/types.ts";
import { fillAttrs, n, strokeAttrs } from "../../paint/color.ts";
import type { PaintContext } from "../../paint/context.ts";
import { appendRuns, paintText, textAttrs } from "../text/paint.ts";

/**
 * Row fills become one path per colour. The cells follow in reading order, one <text> per cell in a
 * group per row with ARIA table roles: a tagged PDF gets Table/TR/TH/TD (paint/structure.ts), and text
 * extraction reads the table row by row. Cells are plain DOM nodes from svg.js's `create`, not wrapped
 * svg.js elements: a table page holds hundreds of them.
 */
export function paintTable(parent: Container, box: LaidOutTable, ctx: PaintContext): void {
  const fills = new Map<string, string>();
  for (const row of box.rows) {
    if (!row.fill) continue;
    fills.set(row.fill, `${fills.get(row.fill) ?? ""}M${n(box.x)} ${n(row.y)}h${n(box.width)}v${n(row.height)}h${n(-box.width)}z`);
  }
  for (const [fill, d] of fills) parent.element("path").attr({ d, ...fillAttrs(fill) });

  const table = create("g");
  table.setAttribute("role", "table");
  parent.node.appendChild(table);
  for (const row of box.rows) table.appendChild(paintRow(row, ctx));

  if (!box.grid) return;
  let d = "";
  for (const row of box.rows.slice(1)) d += `M${n(box.x)} ${n(row.y)}H${n(box.x + box.width)}`;
  for (const column of box.columns.slice(1)) d += `M${n(column.x)} ${n(box.y)}V${n(box.y + box.height)}`;
  if (d) parent.element("path").attr({ d, fill: "none", ...strokeAttrs(box.grid.color, box.grid.width) });
}

function paintRow(row: LaidOutTableRow, ctx: PaintContext): Element {
  const group = create("g");
  // A header repeated on a continuation page is drawn for the eye only (an artifact, not a row).
  if (row.repeated) group.setAttribute("aria-hidden", "true");
  else group.setAttribute("role", "row");
  const role = row.header ? "columnheader" : "cell";
  for (const cell of row.cells) {
    if (cell.clip) {
      paintText(SVG(group) as Container, cell, ctx, { role });
      continue;
    }
    const text = create("text");
    for (const [name, value] of Object.entries(textAttrs(cell))) text.setAttribute(name, String(value));
    text.setAttribute("role", role);
    appendRuns(text, [cell], ctx);
    group.appendChild(text);
  }
  return group;
}
