import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";
import { layoutImage } from "./layout.ts";
import { paintImage } from "./paint.ts";

const RASTER_SAFE_SOURCE = /^data:image\/(?:png|jpeg);/;

export const imageElement: EngineElementDefinition<"image"> = {
  // resvg decodes PNG and JPEG sources like Chromium; WebP, GIF and SVG sources (and an SVG's own filters) it may not.
  rasterSafe: (box) => box.href === null || RASTER_SAFE_SOURCE.test(box.href),
  faces: () => {},
  layout: (el, scope, ctx, x) => single(layoutImage(el, scope, ctx, x, 0)),
  paint: paintImage,
  figure: true,
  ...nothingInside,
};
