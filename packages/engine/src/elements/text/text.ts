import { single, type EngineElementDefinition, type FaceStyle } from "../definition.ts";
import { layoutText } from "./layout.ts";
import { paintText } from "./paint.ts";

export const textElement: EngineElementDefinition<"text"> = {
  rasterSafe: true,
  faces(el, add) {
    const style = el.style as FaceStyle | undefined;
    add(style);
    // A rich text's bold and italic runs use other faces of the same family.
    for (const run of Array.isArray(el.runs) ? (el.runs as { bold?: unknown; italic?: unknown }[]) : []) {
      add({ ...style, fontWeight: run?.bold === true ? 700 : style?.fontWeight, italic: run?.italic ?? style?.italic });
    }
  },
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
