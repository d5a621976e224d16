import { single, type EngineElementDefinition, type FaceStyle } from "../definition.ts";
import { layoutText } from "./layout.ts";
import { paintText } from "./paint.ts";

export const textElement: EngineElementDefinition<"text"> = {
  faces: (el, add) => add(el.style as FaceStyle | undefined),
  layout: (el, scope, ctx, x) => single(layoutText(el, scope, ctx, x, 0)),
  paint: paintText,
  shift(box, dx, dy) {
    for (const line of box.lines) {
      line.x += dx;
      line.y += dy;
      for (const run of line.runs) run.x += dx;
    }
  },
  clip(box) {
    box.clip = true;
  },
};
