import type { GroupElement } from "@paperjet/template";
import type { LayoutContext, Scope } from "../../layout/context.ts";
import { decoration } from "../../layout/decorate.ts";
import { elementFlowable } from "../../layout/element.ts";
import { flow } from "../../layout/flow.ts";
import { shiftBox } from "../../layout/geometry.ts";
import type { LaidOutGroup } from "../../layout/types.ts";

/**
 * Children flow inside the group (growth pushes moveDown children) but never paginate: the group
 * moves, pins, repeats and hides as one, and grows to hold its children.
 */
export function layoutGroup(el: GroupElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutGroup {
  const flowables = el.elements.map((child, i) => elementFlowable(child, scope, ctx, i));
  const placed = flow(flowables, { top: 0, bottom: Infinity }, false, ctx.warnings).pages[0];
  const children = placed.sort((a, b) => a.order - b.order).map((p) => p.box);
  for (const child of children) shiftBox(child, x, y);
  const bottom = Math.max(el.height, ...children.map((c) => c.y + c.height - y));
  return { kind: "group", id: el.id, x, y, width: el.width, height: bottom, children, ...decoration(el) };
}
