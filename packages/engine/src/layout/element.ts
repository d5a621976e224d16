import type { Element } from "@paperjet/template";
import type { Content } from "../elements/definition.ts";
import { engineElement } from "../elements/registry.ts";
import { EPSILON } from "../text/units.ts";
import { evaluate, isVisible, type LayoutContext, type Scope } from "./context.ts";
import { flow, type Block, type Flowable } from "./flow.ts";
import { shiftBox } from "./geometry.ts";
import type { LaidOutBox } from "./types.ts";

/**
 * One element (with hidden, visibleIf and repeat applied) as something the flow can place; blocks start at y = 0.
 * A hidden element is left out with its flow space, exactly as one whose visibleIf is false.
 */
export function elementFlowable(el: Element, scope: Scope, ctx: LayoutContext, order: number): Flowable {
  const base = { id: el.id, order, designY: el.y, designHeight: el.height, moveDown: el.moveDown === true };
  if (el.hidden) return { ...base, minHeight: 0, blocks: [] };
  if (!el.repeat) {
    if (!isVisible(ctx, el.visibleIf, scope, el.id)) return { ...base, minHeight: 0, blocks: [] };
    return { ...base, minHeight: el.height, ...content(el, scope, ctx) };
  }
  const { each, as, direction, gap } = el.repeat;
  const list = evaluate(ctx, each, scope, el.id, "repeat.each");
  if (list !== undefined && list !== null && !Array.isArray(list)) ctx.warnings.push(`${el.id}: repeat "${each}" is not a list`);
  const copies = (Array.isArray(list) ? list : [])
    .map((item, index): Scope => ({ ...scope, [as]: item, index }))
    .filter((copy) => isVisible(ctx, el.visibleIf, copy, el.id));
  if (!copies.length) return { ...base, minHeight: 0, blocks: [] };

  if (direction === "down") {
    const blocks = copies.flatMap((copy, i) => {
      const parts = content(el, copy, ctx).blocks;
      if (i > 0 && parts.length) parts[0].gapBefore = gap;
      return parts;
    });
    return { ...base, minHeight: el.height, blocks };
  }
  return { ...base, minHeight: el.height, blocks: rowsToTheRight(el, copies, ctx, gap) };
}

/** Copies side by side, wrapping to a new row below when the next copy would pass the right margin. */
function rowsToTheRight(el: Element, copies: Scope[], ctx: LayoutContext, gap: number): Block[] {
  const rows: Block[] = [];
  let row: LaidOutBox[] = [];
  let x = el.x;
  const flush = () => {
    const height = Math.max(0, ...row.map((b) => b.height));
    rows.push({ height, boxes: row, gapBefore: rows.length ? gap : 0 });
    row = [];
    x = el.x;
  };
  for (const copy of copies) {
    if (row.length && x + el.width > ctx.area.right + EPSILON) flush();
    const boxes = content(el, copy, ctx).blocks.flatMap((b) => b.boxes);
    for (const box of boxes) shiftBox(box, x - el.x, 0);
    row.push(...boxes);
    x += el.width + gap;
  }
  flush();
  return rows;
}

function content(el: Element, scope: Scope, ctx: LayoutContext): Content {
  return engineElement(el.type).layout(el as never, scope, ctx, el.x);
}

/**
 * A group's children, flowed inside it (growth pushes moveDown children, no pagination) and moved to
 * the group's position, in paint order. Reaches the group's layout through the layout context.
 */
export function layoutChildren(elements: Element[], scope: Scope, ctx: LayoutContext, at: { x: number; y: number }): LaidOutBox[] {
  const flowables = elements.map((child, i) => elementFlowable(child, scope, ctx, i));
  const placed = flow(flowables, { top: 0, bottom: Infinity }, false, ctx.warnings).pages[0];
  const children = placed.sort((a, b) => a.order - b.order).map((p) => p.box);
  for (const child of children) shiftBox(child, at.x, at.y);
  return children;
}
