import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";
import { layoutImage } from "./layout.ts";
import { paintImage } from "./paint.ts";

export const imageElement: EngineElementDefinition<"image"> = {
  faces: () => {},
  layout: (el, scope, ctx, x) => single(layoutImage(el, scope, ctx, x, 0)),
  paint: paintImage,
  figure: true,
  ...nothingInside,
};
