import type { GroupElement } from "@paperjet/template";
import type { LayoutContext, Scope } from "../../layout/context.ts";
import { decoration } from "../../layout/decorate.ts";
import type { LaidOutGroup } from "../../layout/types.ts";

/**
 * Children flow inside the group (growth pushes moveDown children) but never paginate: the group
 * moves, pins, repeats and hides as one, and grows to hold its children.
 */
export function layoutGroup(el: GroupElement, scope: Scope, ctx: LayoutContext, x: number, y: number): LaidOutGroup {
  const children = ctx.layoutChildren(el.elements, scope, { x, y });
  const bottom = Math.max(el.height, ...children.map((c) => c.y + c.height - y));
  return { kind: "group", id: el.id, x, y, width: el.width, height: bottom, children, ...decoration(el) };
}
