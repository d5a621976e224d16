import { engineElement } from "../elements/registry.ts";
import { eachBox } from "./each-box.ts";
import type { LaidOutPage } from "./types.ts";

/** Whether every box of the page, children included, says resvg draws it as Chromium does (decision 072). */
export function isRasterSafe(page: LaidOutPage): boolean {
  let safe = true;
  eachBox(page.boxes, (box) => {
    const rule = engineElement(box.kind).rasterSafe as true | ((b: typeof box) => boolean);
    if (rule !== true && !rule(box)) safe = false;
  });
  return safe;
}
