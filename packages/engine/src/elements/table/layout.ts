import type { CellStyle, TableElement } from "@paperjet/template";
import { evaluate, renderText, type LayoutContext, type Scope } from "../../layout/context.ts";
import { decoration } from "../../layout/decorate.ts";
import type { Block } from "../../layout/flow.ts";
import type { LaidOutTable, LaidOutTableRow, LaidOutText } from "../../layout/types.ts";
import { layoutTextBlock } from "../../text/text-block.ts";

/** Cell padding in mm. */
export const CELL_PADDING_X = 1.5;
export const CELL_PADDING_Y = 1.2;

export interface TableBlocks {
  blocks: Block[];
  continuationHeader?: () => Block;
}

/**
 * One block per row (rows never split) plus the header, which is kept with the first row and built
 * again for every continuation page when `repeatHeader` is on.
 */
export function layoutTable(el: TableElement, scope: Scope, ctx: LayoutContext, x: number): TableBlocks {
  const value = evaluate(ctx, el.each, scope, el.id, "each");
  if (value !== undefined && value !== null && !Array.isArray(value)) ctx.warnings.push(`${el.id}: each "${el.each}" is not a list`);
  const rows = Array.isArray(value) ? value : [];

  const columns = columnGeometry(el, x);
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const headerStyle = withHeaderDefaults(el.headerStyle);
  const fragment = (row: LaidOutTableRow): LaidOutTable => {
    const box: LaidOutTable = { kind: "table", id: el.id, x, y: 0, width, height: row.height, columns, rows: [row], ...decoration(el) };
    if (el.border && el.border.width > 0) box.grid = { width: el.border.width, color: el.border.color };
    return box;
  };

  const buildHeader = (): Block => {
    const cells = el.columns.map((c) => c.header);
    const row = layoutRow(ctx, el, columns, cells, headerStyle, scope, true, headerStyle.background);
    return { height: row.height, boxes: [fragment(row)], keepWithNext: rows.length > 0 };
  };

  const blocks: Block[] = [buildHeader()];
  rows.forEach((item, index) => {
    const rowScope = { ...scope, row: item, index };
    const fill = index % 2 === 1 && el.stripe ? el.stripe : el.rowStyle?.background;
    const row = layoutRow(
      ctx,
      el,
      columns,
      el.columns.map((c) => c.value),
      el.rowStyle,
      rowScope,
      false,
      fill,
    );
    blocks.push({ height: row.height, boxes: [fragment(row)] });
  });
  const repeatedHeader = (): Block => {
    const block = buildHeader();
    for (const box of block.boxes) for (const row of (box as LaidOutTable).rows) row.repeated = true;
    return block;
  };
  return { blocks, continuationHeader: el.repeatHeader ? repeatedHeader : undefined };
}

function columnGeometry(el: TableElement, x: number) {
  let left = x;
  return el.columns.map((c) => {
    const column = { x: left, width: c.width };
    left += c.width;
    return column;
  });
}

function layoutRow(
  ctx: LayoutContext,
  el: TableElement,
  columns: { x: number; width: number }[],
  texts: string[],
  style: CellStyle | undefined,
  scope: Scope,
  header: boolean,
  fill: string | undefined,
): LaidOutTableRow {
  const cells: LaidOutText[] = [];
  el.columns.forEach((column, i) => {
    const geometry = columns[i];
    // A zero-width column takes no space and shows nothing.
    if (geometry.width <= 2 * CELL_PADDING_X) return;
    const text = renderText(ctx, texts[i], scope, el.id);
    const cellStyle = { ...style, align: column.align ?? style?.align };
    const box = { id: el.id, x: geometry.x + CELL_PADDING_X, y: CELL_PADDING_Y, width: geometry.width - 2 * CELL_PADDING_X, height: 0 };
    cells.push(layoutTextBlock(ctx.fonts, text, cellStyle, box, { grow: true, warnings: ctx.warnings }));
  });
  const content = Math.max(0, ...cells.map((c) => c.height));
  const height = content + 2 * CELL_PADDING_Y;
  const row: LaidOutTableRow = { y: 0, height, header, cells };
  if (fill) row.fill = fill;
  return row;
}

/** A header is bold by default, and light text gets a dark fill so it never disappears on white paper. */
export function withHeaderDefaults(style: CellStyle | undefined): CellStyle {
  const color = style?.color ?? "#000000";
  const background = style?.background ?? (luminance(color) > 0.5 ? "#37474f" : "#eceff1");
  return { fontWeight: 700, ...style, color, background };
}

function luminance(hex: string): number {
  const h = hex.slice(1);
  const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join("") : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
