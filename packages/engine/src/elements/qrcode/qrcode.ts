import { nothingInside, single, type EngineElementDefinition } from "../definition.ts";
import { layoutQrCode } from "./layout.ts";
import { paintQrCode } from "./paint.ts";

export const qrCodeElement: EngineElementDefinition<"qrcode"> = {
  rasterSafe: true,
  faces: () => {},
  layout: (el, scope, ctx, x) => single(layoutQrCode(el, scope, ctx, x, 0)),
  paint: paintQrCode,
  figure: true,
  ...nothingInside,
};
