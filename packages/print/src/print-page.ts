import { fontManifest } from "@paperjet/fonts";
import { readFontFile } from "@paperjet/fonts/node";
import type { TemplateDocument, TemplateDocumentInput } from "@paperjet/template";
import type { CDPSession, Page } from "playwright-core";
import type { LayoutOptions } from "@paperjet/engine";
import { readBrowserBundle } from "./bundle.ts";
import { stampPdfMetadata, type PdfMetadata } from "./pdf-metadata.ts";
import { addFormFields, type PagesWithFields } from "./form-fields.ts";
import { checkImageSize } from "./image-size.ts";
import { convertToPdfA, type PdfAOptions } from "./pdfa.ts";
import type { ShownDocument } from "./page/print-view.ts";

type PageGlobal = typeof import("./page/entry.ts");
declare global {
  interface Window {
    PaperjetEngine: PageGlobal;
  }
}

const prepared = new WeakSet<Page>();

/**
 * The viewport between screenshots. Printing lays the document out on its own page sizes, but
 * Chromium also rasters every change for the screen; a tiny screen makes that work nearly free
 * (about a fifth of a one-page PDF's CPU). PNG output sets the page's own size for its shot.
 */
const RESTING_VIEWPORT = { width: 16, height: 16 };

/**
 * Where the print page fetches the bundled fonts. No such host exists: the page's own route
 * answers from the files on this machine, and everything else is aborted.
 */
const FONT_ORIGIN = "http://fonts.paperjet.invalid";
const FONT_FILES = new Set(fontManifest.map((f) => f.file));

/**
 * Makes `page` a print page: no network (every request but the bundled fonts' is aborted), the
 * engine bundle and, by default, every bundled font loaded. Do this once per page and keep the
 * page: a warm page prints a one-page PDF in tens of ms, a new tab costs hundreds. With
 * `fonts: "on-demand"` each print loads only the faces its document uses and the page is ready
 * in a fraction of the time — what a pool that relaunches browsers after a crash wants.
 */
export async function preparePrintPage(page: Page, opts: { fonts?: "all" | "on-demand" } = {}): Promise<void> {
  if (prepared.has(page)) return;
  await page.route("**/*", (route) => route.abort());
  // Registered last, so asked first: the fonts' host only, and only files of the manifest.
  await page.route(`${FONT_ORIGIN}/*`, async (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    if (!FONT_FILES.has(file)) return route.abort();
    const body = Buffer.from(await readFontFile(file));
    return route.fulfill({ status: 200, body, headers: { "content-type": "font/ttf", "access-control-allow-origin": "*" } });
  });
  await page.setViewportSize(RESTING_VIEWPORT);
  await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
  await page.addScriptTag({ content: await readBrowserBundle() });
  const preload = opts.fonts === "on-demand" ? "none" : "all";
  await page.evaluate(([origin, p]) => window.PaperjetEngine.boot(origin, { preload: p }), [FONT_ORIGIN, preload] as const);
  prepared.add(page);
}

export interface PrintRequest {
  document: TemplateDocument | TemplateDocumentInput;
  data: Record<string, unknown>;
  format: "pdf" | ImageFormat;
  /** Images only: device pixels per CSS pixel (96 dpi); default 1. */
  scale?: number;
  /** JPEG and WebP: 1..100, default 85. */
  quality?: number;
  /** Images only: print just this page (0-based) instead of every page. */
  pageIndex?: number;
  watermark?: boolean | string;
  now?: Date;
  locale?: string;
  images?: LayoutOptions["images"];
  timeZone?: string;
  maxPages?: LayoutOptions["maxPages"];
  /** PDF only: the visible signature's text for the signature field the file will be signed in. */
  signature?: LayoutOptions["signature"];
  /** PDF only: the Info dictionary's Title (default the document's name) and Author. */
  metadata?: { title?: string; author?: string };
  /** PDF only: make it a PDF/A (docs/pdfa.md), with an attached file for PDF/A-3. */
  pdfa?: Omit<PdfAOptions, "metadata">;
  /**
   * PDF only: paint form fields' values instead of making them fillable AcroForm fields. A PDF/A is
   * always flattened: a fillable field's value is drawn in a font the file does not embed.
   */
  flatten?: boolean;
}

/** Whether the print's form fields stay fillable (the engine then leaves their values to the PDF's form). */
export const formFieldsOf = (request: Pick<PrintRequest, "format" | "flatten" | "pdfa">): "live" | "flat" =>
  request.format === "pdf" && !request.flatten && !request.pdfa ? "live" : "flat";

/** The printed PDF with its Info dictionary and its pages' live form fields, or as a PDF/A when the request asks for one. */
export async function finishPdf(
  pdf: Uint8Array,
  request: Pick<PrintRequest, "document" | "metadata" | "now" | "pdfa">,
  pages: readonly PagesWithFields[],
): Promise<Uint8Array> {
  const metadata = pdfMetadataOf(request);
  // Stamped first: the stamp appends to Chromium's classic trailer, which pdf-lib keeps when it adds the fields.
  return request.pdfa ? convertToPdfA(pdf, { ...request.pdfa, metadata }) : addFormFields(stampPdfMetadata(pdf, metadata), pages);
}

/** Creator and Producer of every PDF. */
const PRODUCT = "Paperjet";

/** The Info dictionary of a printed document: its template's name unless the job names a title. */
export function pdfMetadataOf(request: Pick<PrintRequest, "document" | "metadata" | "now">): PdfMetadata {
  return {
    title: request.metadata?.title ?? request.document.name,
    author: request.metadata?.author,
    product: PRODUCT,
    created: request.now ?? new Date(),
  };
}

export type ImageFormat = "png" | "jpeg" | "webp";

export interface PrintResult {
  /** One PDF, or one image per printed page. */
  files: Uint8Array[];
  pages: { widthMm: number; heightMm: number }[];
  warnings: string[];
}

/**
 * Up to this many pages the PDF comes back inside the DevTools answer itself; a longer one is read
 * as a stream (Playwright's `page.pdf()`), so one huge message never has to be held twice.
 */
const INLINE_PDF_MAX_PAGES = 40;

/**
 * Documents up to this many pages are tagged (decision 063). Chromium's structure tree grows with every
 * text: a 1,000-row table (27 pages) printed in 2.8–3.0 s instead of 1.0 s and took 1.7 MB instead of
 * 138 kB, a 10,000-row one 30 s instead of 7 s; so longer documents print untagged.
 */
export const TAGGED_MAX_PAGES = 40;

/** What one print of documents with `pages` pages in all asks Chromium for. */
export const pdfOptions = (pages: number) => ({ ...PDF_OPTIONS, generateTaggedPDF: pages <= TAGGED_MAX_PAGES });

/** Lays out and paints inside the page with the bundled engine, then prints: the preview is the output. */
export async function printDocument(page: Page, request: PrintRequest): Promise<PrintResult> {
  await preparePrintPage(page);
  const {
    document,
    data,
    format,
    scale = 1,
    quality = 85,
    pageIndex,
    metadata: _metadata,
    pdfa: _pdfa,
    flatten: _flatten,
    ...options
  } = request;
  const session = await devToolsSession(page);
  const shown = await evaluateInPage<ShownDocument>(session, "showJson", [
    JSON.stringify([document, data, { ...options, now: options.now?.toISOString(), formFields: formFieldsOf(request) }]),
  ]);
  if (format === "pdf") {
    const options = pdfOptions(shown.pages.length);
    const pdf =
      shown.pages.length > INLINE_PDF_MAX_PAGES
        ? await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: options.generateTaggedPDF })
        : Buffer.from((await session.send("Page.printToPDF", { ...options, transferMode: "ReturnAsBase64" })).data, "base64");
    return { files: [new Uint8Array(await finishPdf(pdf, request, shown.pages))], ...shown };
  }
  const indexes = pageIndex === undefined ? shown.pages.map((_, i) => i) : [pageIndex];
  const files: Uint8Array[] = [];
  for (const index of indexes) {
    if (index < 0 || index >= shown.pages.length) throw new RangeError(`pageIndex ${index} is outside 0..${shown.pages.length - 1}`);
    checkImageSize(shown.pages[index]!, scale, index);
    const size = await evaluateInPage<{ width: number; height: number }>(session, "showSinglePage", [index, scale]);
    await page.setViewportSize(size);
    files.push(await captureImage(session, format, quality, size));
  }
  await page.setViewportSize(RESTING_VIEWPORT);
  return { files, ...shown };
}

/**
 * One DevTools screenshot of the viewport's top-left `size`. Straight to CDP rather than through
 * `page.screenshot()`: Chromium encodes JPEG and WebP itself (Playwright offers only PNG and JPEG),
 * and `optimizeForSpeed` swaps its PNG encoder's default deflate effort for the fastest level —
 * the same pixels, a somewhat larger file, a fraction of the encoding time (docs/performance.md).
 */
async function captureImage(
  session: CDPSession,
  format: ImageFormat,
  quality: number,
  size: { width: number; height: number },
): Promise<Uint8Array> {
  const { data } = await session.send("Page.captureScreenshot", {
    format,
    ...(format === "png" ? {} : { quality }),
    clip: { x: 0, y: 0, width: size.width, height: size.height, scale: 1 },
    optimizeForSpeed: true,
    captureBeyondViewport: false,
  });
  return new Uint8Array(Buffer.from(data, "base64"));
}

/**
 * What Playwright's `page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true })` asks
 * Chromium for. Tagged: Chromium builds the PDF's structure tree from the page's accessibility tree,
 * which the engine writes as ARIA roles (packages/engine/src/paint/structure.ts; decision 063).
 */
export const PDF_OPTIONS = {
  landscape: false,
  displayHeaderFooter: false,
  headerTemplate: "",
  footerTemplate: "",
  printBackground: true,
  scale: 1,
  paperWidth: 8.5,
  paperHeight: 11,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
  pageRanges: "",
  preferCSSPageSize: true,
  generateTaggedPDF: true,
  generateDocumentOutline: false,
};

/**
 * A full garbage collection in the page's renderer. Each render replaces the page's SVG, and V8 and
 * Blink let the old ones pile up while the heap is allowed to grow: a single-process print browser grew
 * from ≈ 680 MB after 500 one-page renders to ≈ 1,050 MB after 6,000, and stays at ≈ 450 MB when this
 * runs every 500 (it takes ≈ 75–110 ms). Call it between renders.
 */
export async function collectPageGarbage(page: Page): Promise<void> {
  await (await devToolsSession(page)).send("HeapProfiler.collectGarbage");
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A DevTools session of its own per page. A render is two commands on it (show, print), each about
 * half the round-trip cost of `page.evaluate` / `page.pdf` (≈2 ms per one-page PDF in all), and the
 * document travels as one JSON string instead of Playwright's serialised object graph.
 */
export function devToolsSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
    session.catch(() => sessions.delete(page));
  }
  return session;
}

/** Calls `PaperjetEngine[name](...args)` in the page's main world and returns its (awaited) value. */
export async function evaluateInPage<T>(
  session: CDPSession,
  name: "showJson" | "showManyJson" | "showSinglePage",
  args: unknown[],
): Promise<T> {
  const { result, exceptionDetails } = await session.send("Runtime.evaluate", {
    expression: `PaperjetEngine.${name}(...${JSON.stringify(args)})`,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) {
    const description = exceptionDetails.exception?.description ?? exceptionDetails.text;
    // The first line is "RangeError: …"; the stack below it names only bundle internals.
    throw new Error(description.split("\n")[0].replace(/^(?:Uncaught )?(?:\w*Error: )?/, ""));
  }
  return result.value as T;
}
