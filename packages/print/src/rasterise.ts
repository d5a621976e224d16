import { renderAsync } from "@resvg/resvg-js";
import { isRasterSafe, needsSystemFonts, type LaidOutPage } from "@paperjet/engine/node";
import { DEFAULT_FAMILY } from "@paperjet/fonts";
import { fontFilePath } from "@paperjet/fonts/node";
import sharp from "sharp";
import { checkImageSize, pixelSize } from "./image-size.ts";
import { nodeEngine } from "./node-engine.ts";
import { formFieldsOf, type ImageFormat, type PrintRequest, type PrintResult } from "./print-page.ts";

// Every image is new pixels: libvips' cache of recent operations (by default up to 100 MB) would only
// hold on to memory the worker needs for its renders.
sharp.cache(false);

/**
 * An image request made without Chromium (decision 072): the engine lays the document out and paints
 * its SVG in Node, resvg rasterises it on libuv's thread pool (the event loop stays free) and sharp
 * encodes the pixels. Answers `undefined` when a page to be drawn holds something resvg may draw
 * differently (`isRasterSafe`, declared by each element type), or the document has characters its faces
 * lack (`needsSystemFonts`): the caller prints that one with Chromium.
 */
export async function rasteriseDocument(request: PrintRequest & { format: ImageFormat }): Promise<PrintResult | undefined> {
  const { document, data, format, scale = 1, quality = 85, pageIndex, metadata: _m, pdfa: _p, flatten: _f, ...options } = request;
  const current = await nodeEngine();
  const opts = { ...options, formFields: formFieldsOf(request) };
  await current.prepare(document, opts);
  const laidOut = current.layout(document, data, opts);
  const indexes = pageIndex === undefined ? laidOut.pages.map((_, i) => i) : [pageIndex];
  for (const index of indexes)
    if (index < 0 || index >= laidOut.pages.length) throw new RangeError(`pageIndex ${index} is outside 0..${laidOut.pages.length - 1}`);
  const drawn = indexes.map((i) => laidOut.pages[i]);
  indexes.forEach((i) => checkImageSize(laidOut.pages[i]!, scale, i));
  if (!drawn.every(isRasterSafe) || needsSystemFonts(laidOut.warnings)) return undefined;
  const fontFiles = current.fontsFor(document, opts).map((face) => fontFilePath(face.file));
  // One page at a time, as Chromium captures them: a long document's pixels are never all held at once.
  const files: Uint8Array[] = [];
  for (const page of drawn)
    files.push(
      await encode(await rasterisePage(current.paint(page, { ...opts, rasteriser: "resvg" }), page, scale, fontFiles), format, quality),
    );
  return {
    files,
    pages: laidOut.pages.map((p) => ({ widthMm: p.widthMm, heightMm: p.heightMm })),
    warnings: [...new Set(laidOut.warnings)],
  };
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function rasterisePage(svg: string, page: LaidOutPage, scale: number, fontFiles: string[]): Promise<Pixels> {
  const { width, height } = pixelSize(page, scale);
  const image = await renderAsync(forResvg(svg, width, height), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: DEFAULT_FAMILY },
    // The print page's body is white under the sheet, as here.
    background: "#ffffff",
    fitTo: { mode: "original" },
  });
  return { data: image.pixels, width: image.width, height: image.height };
}

/**
 * The painted SVG sized in pixels (Chromium fits the mm-sized SVG into a box of the rounded pixel size,
 * with the viewBox's default `xMidYMid meet`, and resvg does the same).
 */
function forResvg(svg: string, width: number, height: number): string {
  const end = svg.indexOf(">");
  const root = svg
    .slice(0, end)
    .replace(/\swidth="[^"]*"/, ` width="${width}"`)
    .replace(/\sheight="[^"]*"/, ` height="${height}"`);
  return `${root}${svg.slice(end)}`;
}

/**
 * Opaque pixels (the sheet is white), so the files carry no alpha channel. PNG at zlib's fastest
 * level without adaptive filtering, like Chromium's `optimizeForSpeed` capture; JPEG with the standard
 * Huffman tables (an optimised second pass cost the card ≈ 3 ms for a 14 % smaller file); WebP at
 * libwebp's fastest method: each spends a few ms where its defaults spend up to tens.
 */
async function encode({ data, width, height }: Pixels, format: ImageFormat, quality: number): Promise<Uint8Array> {
  const image = sharp(data, { raw: { width, height, channels: 4 } }).removeAlpha();
  const encoded =
    format === "png"
      ? image.png({ compressionLevel: 1, adaptiveFiltering: false })
      : format === "jpeg"
        ? image.jpeg({ quality, optimiseCoding: false })
        : image.webp({ quality, effort: 0 });
  const bytes = await encoded.toBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
