import { single, type EngineElementDefinition } from "../definition.ts";
import { BARCODE_TEXT_STYLE, layoutBarcode } from "./layout.ts";
import { paintBarcode } from "./paint.ts";

export const barcodeElement: EngineElementDefinition<"barcode"> = {
  rasterSafe: true,
  faces: (el, add) => {
    if (el.showText !== false) add(BARCODE_TEXT_STYLE);
  },
  layout: (el, scope, ctx, x) => single(layoutBarcode(el, scope, ctx, x, 0)),
  paint: paintBarcode,
  figure: true,
  shift(box, dx, dy, shiftChild) {
    if (box.bars) {
      box.bars.x += dx;
      box.bars.y += dy;
    }
    if (box.text) shiftChild(box.text, dx, dy);
  },
  clip: () => {},
};
