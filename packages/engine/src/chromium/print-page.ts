import { fontDataUris } from "@paperjet/fonts/node";
import type { TemplateDocument, TemplateDocumentInput } from "@paperjet/template";
import type { Page } from "playwright-core";
import type { ShownDocument } from "../browser/print-view.ts";
import type { LayoutOptions } from "../layout/document.ts";
import { ensureBrowserBundle } from "./bundle.ts";

type PageGlobal = typeof import("../browser/entry.ts");
declare global {
  interface Window {
    PaperjetEngine: PageGlobal;
  }
}

const prepared = new WeakSet<Page>();

/**
 * Makes `page` a print page: no network (everything but data:/blob: is aborted), the engine bundle
 * and, by default, every bundled font loaded. Do this once per page and keep the page: a warm page
 * prints a one-page PDF in tens of ms, a new tab costs hundreds. With `fonts: "on-demand"` the faces
 * are given to the page as data: URIs but each print loads only those its document uses.
 */
export async function preparePrintPage(page: Page, opts: { fonts?: "all" | "on-demand" } = {}): Promise<void> {
  if (prepared.has(page)) return;
  await page.route("**/*", (route) => route.abort());
  await page.setContent("<!doctype html><html><head><meta charset='utf-8'></head><body></body></html>");
  await page.addScriptTag({ content: await ensureBrowserBundle() });
  const preload = opts.fonts === "on-demand" ? "none" : "all";
  await page.evaluate(([uris, p]) => window.PaperjetEngine.boot(uris, { preload: p }), [await fontDataUris(), preload] as const);
  prepared.add(page);
}

export interface PrintRequest {
  document: TemplateDocument | TemplateDocumentInput;
  data: Record<string, unknown>;
  format: "pdf" | "png";
  /** PNG only: device pixels per CSS pixel (96 dpi); default 1. */
  scale?: number;
  /** PNG only: print just this page (0-based) instead of every page. */
  pageIndex?: number;
  watermark?: boolean | string;
  now?: Date;
  locale?: string;
  images?: LayoutOptions["images"];
  timeZone?: string;
}

export interface PrintResult {
  /** One PDF, or one PNG per printed page. */
  files: Uint8Array[];
  pages: { widthMm: number; heightMm: number }[];
  warnings: string[];
}

/** Lays out and paints inside the page with the bundled engine, then prints: the preview is the output. */
export async function printDocument(page: Page, request: PrintRequest): Promise<PrintResult> {
  await preparePrintPage(page);
  const { document, data, format, scale = 1, pageIndex, ...options } = request;
  const shown: ShownDocument = await page.evaluate(
    ([doc, values, opts]) => window.PaperjetEngine.show(doc, values, { ...opts, now: opts.now ? new Date(opts.now) : undefined }),
    [document, data, { ...options, now: options.now?.toISOString() }] as const,
  );
  if (format === "pdf") {
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { files: [new Uint8Array(pdf)], ...shown };
  }
  const indexes = pageIndex === undefined ? shown.pages.map((_, i) => i) : [pageIndex];
  const files: Uint8Array[] = [];
  for (const index of indexes) {
    if (index < 0 || index >= shown.pages.length) throw new RangeError(`pageIndex ${index} is outside 0..${shown.pages.length - 1}`);
    const size = await page.evaluate(([i, s]) => window.PaperjetEngine.showSinglePage(i, s), [index, scale] as const);
    await page.setViewportSize(size);
    files.push(new Uint8Array(await page.screenshot({ type: "png", clip: { x: 0, y: 0, ...size } })));
  }
  return { files, ...shown };
}
