import type { Container } from "@svgdotjs/svg.js";
import type { LaidOutGroup } from "../../layout/types.ts";
import type { PaintContext } from "../../paint/context.ts";

export function paintGroup(parent: Container, box: LaidOutGroup, ctx: PaintContext): void {
  for (const child of box.children) ctx.paintBox(parent, child);
}
