import type { LaidOutPage } from "@paperjet/engine";

/** The page's pixel size as the Chromium capture sizes it (`showSinglePage`): 96 dpi times `scale`, rounded. */
export function pixelSize(page: Pick<LaidOutPage, "widthMm" | "heightMm">, scale: number): { width: number; height: number } {
  return { width: Math.round(((page.widthMm * 96) / 25.4) * scale), height: Math.round(((page.heightMm * 96) / 25.4) * scale) };
}

/** The largest image a page makes: Chromium's capture limit a side, and what an upload may decode to in all. */
export const IMAGE_MAX_SIDE_PX = 16_384;
export const IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Refuses a page whose image would be larger than the limits, before a pixel is allocated: a 5 m
 * poster at scale 4 asked resvg for 23 GB and left the worker unable to render anything after it.
 */
export function checkImageSize(page: Pick<LaidOutPage, "widthMm" | "heightMm">, scale: number, index: number): void {
  const { width, height } = pixelSize(page, scale);
  if (width > IMAGE_MAX_SIDE_PX || height > IMAGE_MAX_SIDE_PX || width * height > IMAGE_MAX_PIXELS)
    throw new RangeError(
      `page ${index + 1} is ${width} × ${height} pixels at scale ${scale}; an image has at most ${IMAGE_MAX_SIDE_PX} pixels a side and ` +
        `${IMAGE_MAX_PIXELS} in all (a smaller scale or page makes one)`,
    );
}
