import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";
import { layoutShape } from "./layout.ts";
import { paintShape } from "./paint.ts";

export const shapeElement: EngineElementDefinition<"shape"> = {
  rasterSafe: true,
  faces: () => {},
  layout: (el, _scope, _ctx, x) => single(layoutShape(el, x, 0)),
  paint: paintShape,
  ...nothingInside,
};
