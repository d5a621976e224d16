import { eachBox } from "../../layout/each-box.ts";
import type { LaidOutImage, LaidOutPage } from "../../layout/types.ts";

/** One image box of a laid-out page: its source and the size it is drawn at. */
export interface ShownImage {
  href: string;
  widthMm: number;
  heightMm: number;
  /** The source's pixel size, when its header could be read. */
  natural?: { width: number; height: number };
  /** The part of the source the box shows (fractions), when cropped. */
  crop?: LaidOutImage["crop"];
}

/** Every image a page draws, in groups too: what a printer needs to know to size large pictures down. */
export function shownImages(page: LaidOutPage): ShownImage[] {
  const shown: ShownImage[] = [];
  eachBox(page.boxes, (box) => {
    if (box.kind !== "image" || !box.href) return;
    shown.push({ href: box.href, widthMm: box.width, heightMm: box.height, natural: box.natural, crop: box.crop });
  });
  return shown;
}
