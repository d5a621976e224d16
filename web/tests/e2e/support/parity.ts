import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";

/** Share of pixels whose colour differs by more than `threshold` in any channel. */
export function pixelDifference(a: PNG, b: PNG, threshold = 48): number {
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > threshold ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > threshold ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > threshold
    )
      differing += 1;
  }
  return differing / (a.width * a.height);
}

/**
 * The designer's preview page beside the worker's PNG (scale 2, on a page with 2 device pixels per CSS
 * pixel): the two sizes and the share of differing pixels over the area both cover.
 */
export async function comparePreview(
  page: Page,
  shown: Locator,
  workerPng: Buffer,
): Promise<{ designer: PNG; rendered: PNG; difference: number }> {
  const rendered = PNG.sync.read(workerPng);
  const box = (await shown.boundingBox())!;
  // The same pixel grid as the worker's PNG: the page's box from its top-left corner, at 2 device pixels per CSS pixel.
  const designer = PNG.sync.read(
    await page.screenshot({
      clip: { x: Math.round(box.x), y: Math.round(box.y), width: rendered.width / 2, height: rendered.height / 2 },
      animations: "disabled",
    }),
  );
  const width = Math.min(designer.width, rendered.width);
  const height = Math.min(designer.height, rendered.height);
  const crop = (png: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, width, height, 0, 0);
    return out;
  };
  return { designer, rendered, difference: pixelDifference(crop(designer), crop(rendered)) };
}
