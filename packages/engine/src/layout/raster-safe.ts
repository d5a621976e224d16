import { engineElement } from "../elements/registry.ts";
import { NO_GLYPH } from "../text/text-block.ts";
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

/**
 * Whether layout met characters the document's faces cannot draw (an emoji, CJK): Chromium draws them
 * with the system's fonts, resvg is given the bundled faces only, so such a document goes to Chromium.
 */
export function needsSystemFonts(warnings: readonly string[]): boolean {
  return warnings.some((warning) => warning.includes(NO_GLYPH));
}
