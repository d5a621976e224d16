import { single, type EngineElementDefinition } from "../definition.ts";
import { layoutGroup } from "./layout.ts";
import { paintGroup } from "./paint.ts";

export const groupElement: EngineElementDefinition<"group"> = {
  rasterSafe: true,
  faces: (el, _add, visit) => visit(el.elements),
  layout: (el, scope, ctx, x) => single(layoutGroup(el, scope, ctx, x, 0)),
  paint: paintGroup,
  children: (box) => box.children,
  shift(box, dx, dy, shiftChild) {
    for (const child of box.children) shiftChild(child, dx, dy);
  },
  clip(box, bottom, clipChild) {
    for (const child of box.children) clipChild(child, bottom);
  },
};
