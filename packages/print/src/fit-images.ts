import { shownImages, type ShownImage } from "@paperjet/engine/node";
import sharp from "sharp";
import { nodeEngine } from "./node-engine.ts";
import { formFieldsOf, type PrintRequest } from "./print-page.ts";

/** Sources shorter than this (base64 characters, ≈ 0.75 MB of file) are printed as they come. */
const LARGE_SOURCE = 1_000_000;
/** A PDF keeps 300 pixels per inch of each picture as it is drawn: print quality. */
const PDF_DPI = 300;
/** Resampled only when that saves at least a quarter of each side. */
const WORTH_IT = 0.75;

const LARGE_IMAGE = /^data:image\/(png|jpeg|webp);base64,/;

/**
 * Large pictures sized down to what the output shows of them (decision 083): a 7000×7000 upload in a
 * 40 mm box needs 472 pixels a side in a PDF (300 dpi) and 151 in a PNG at scale 1, not 49 million
 * pixels that Chromium decodes (and, in the worker's single-process browser, crashed on) and resvg
 * takes seconds to scale. The document is laid out in Node to find every box a source is drawn in;
 * each large PNG, JPEG or WebP source is resampled (sharp, off the event loop) to the largest size any
 * of its boxes needs, in its own format, and replaced wherever the request holds it (its `images`, a
 * literal source in the document, a data: URI in the data). Anything else is left as it is.
 */
export async function fitImages<R extends PrintRequest>(request: R): Promise<R> {
  const large = new Set<string>();
  collectLarge(request.images, large);
  collectLarge(request.document, large);
  collectLarge(request.data, large);
  if (large.size === 0) return request;

  const engine = await nodeEngine();
  const { document, data, format, scale = 1, quality: _q, pageIndex, metadata: _m, pdfa: _p, flatten: _f, ...options } = request;
  const opts = { ...options, formFields: formFieldsOf(request) };
  await engine.prepare(document, opts);
  const laidOut = engine.layout(document, data, opts);
  const pages = format !== "pdf" && pageIndex !== undefined ? laidOut.pages.slice(pageIndex, pageIndex + 1) : laidOut.pages;
  const pixelsPerMm = (format === "pdf" ? PDF_DPI : 96 * scale) / 25.4;

  const needed = new Map<string, { width: number; height: number; natural: { width: number; height: number } }>();
  for (const shown of pages.flatMap(shownImages)) {
    if (!large.has(shown.href) || !shown.natural) continue;
    const size = pixelsShown(shown, pixelsPerMm);
    const seen = needed.get(shown.href);
    needed.set(shown.href, {
      width: Math.max(seen?.width ?? 0, size.width),
      height: Math.max(seen?.height ?? 0, size.height),
      natural: shown.natural,
    });
  }

  const replaced = new Map<string, string>();
  for (const [href, { width, height, natural }] of needed) {
    // One factor for both sides keeps the picture's proportions; the larger need decides.
    const factor = Math.max(width / natural.width, height / natural.height);
    if (factor > WORTH_IT) continue;
    const smaller = await resample(href, Math.max(1, Math.ceil(natural.width * factor)));
    if (smaller) replaced.set(href, smaller);
  }
  if (replaced.size === 0) return request;
  return {
    ...request,
    images: request.images && replaceIn(request.images, replaced),
    document: replaceIn(request.document, replaced),
    data: replaceIn(request.data, replaced),
  };
}

/** The pixels of the whole source that its box shows at `pixelsPerMm` (a crop shows a part of it larger). */
function pixelsShown(shown: ShownImage, pixelsPerMm: number): { width: number; height: number } {
  return {
    width: (shown.widthMm * pixelsPerMm) / (shown.crop?.width ?? 1),
    height: (shown.heightMm * pixelsPerMm) / (shown.crop?.height ?? 1),
  };
}

/** The source resampled to `width` pixels wide, as a data: URI of its own format; undefined when sharp cannot read it. */
async function resample(href: string, width: number): Promise<string | undefined> {
  const [, format] = LARGE_IMAGE.exec(href)!;
  const bytes = Buffer.from(href.slice(href.indexOf(",") + 1), "base64");
  try {
    // `rotate()` first: a camera JPEG's EXIF orientation applies before resizing, as a browser shows it.
    const image = sharp(bytes).rotate().resize({ width, kernel: "lanczos3" });
    const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
    return `data:image/${format};base64,${(await encoded.toBuffer()).toString("base64")}`;
  } catch {
    // Left as it is: the printer says what it makes of an image sharp cannot read.
    return undefined;
  }
}

function collectLarge(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    if (value.length > LARGE_SOURCE && LARGE_IMAGE.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) collectLarge(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) collectLarge(item, into);
}

function replaceIn<T>(value: T, replaced: ReadonlyMap<string, string>): T {
  if (typeof value === "string") return (replaced.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => replaceIn(item, replaced)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceIn(item, replaced)])) as T;
  return value;
}
