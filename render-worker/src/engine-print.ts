import { isImageFormat, type RenderJobPayload } from "@paperjet/contracts";
import { fitImages, preparePrintPage, printDocument, printDocuments, rasteriseDocument, type PrintRequest } from "@paperjet/print";
import type { Page } from "playwright-core";
import type { PrintOutput } from "./print-attempt.ts";
import type { CoalescedOutput } from "./print-coalescer.ts";

/** Loads the engine bundle and fonts into a pooled page, once per page. */
export const preparePage = (page: Page) => preparePrintPage(page);

/** What the engine's print helper needs of a job, whether it prints alone or with others. */
function documentOf(payload: RenderJobPayload) {
  return {
    document: payload.document as PrintRequest["document"],
    data: payload.data,
    watermark: payload.watermark,
    locale: payload.locale,
    images: payload.images,
    maxPages: payload.maxPages,
    metadata: payload.metadata,
    flatten: payload.flatten,
    signature: payload.signature,
    pdfa: payload.pdfa && {
      part: payload.pdfa.part,
      attachment: payload.pdfa.attachment && {
        ...payload.pdfa.attachment,
        bytes: new TextEncoder().encode(payload.pdfa.attachment.content),
      },
    },
  };
}

/** What an image or a PDF of the job is asked for beside its document. */
const outputOf = (payload: RenderJobPayload) => ({
  scale: payload.scale,
  quality: payload.quality,
  // The API counts pages from 1, the engine from 0.
  pageIndex: payload.page === undefined ? undefined : payload.page - 1,
});

/** Prints one job with the engine's Chromium helper on a warm page. */
export async function printPayload(page: Page, payload: RenderJobPayload): Promise<PrintOutput> {
  const result = await printDocument(page, {
    ...documentOf(payload),
    // cii and ubl never print (render-job.ts keeps web's XML as their file).
    format: isImageFormat(payload.format) ? payload.format : "pdf",
    ...outputOf(payload),
  });
  return { files: result.files, pages: result.pages.length, warnings: result.warnings };
}

/**
 * An image job drawn without Chromium (resvg, decision 072); `undefined` for a PDF, or for a page
 * resvg may draw differently, which then goes to `printPayload`.
 */
export async function rasterisePayload(payload: RenderJobPayload): Promise<PrintOutput | undefined> {
  if (!isImageFormat(payload.format)) return undefined;
  const result = await rasteriseDocument({ ...documentOf(payload), format: payload.format, ...outputOf(payload) });
  return result && { files: result.files, pages: result.pages.length, warnings: result.warnings };
}

/**
 * The job with its large pictures sized down to what its output shows of them (`fitImages`, decision
 * 083). A document the engine cannot lay out is left as it came: printing it reports why.
 */
export async function fitPayloadImages(payload: RenderJobPayload): Promise<RenderJobPayload> {
  const request = {
    ...documentOf(payload),
    format: isImageFormat(payload.format) ? payload.format : ("pdf" as const),
    ...outputOf(payload),
  };
  const fitted = await fitImages(request).catch(() => request);
  if (fitted === request) return payload;
  return {
    ...payload,
    document: fitted.document as RenderJobPayload["document"],
    data: fitted.data,
    images: fitted.images ?? payload.images,
  };
}

/** Prints several PDF jobs in one print job, one standalone PDF each. */
export async function printPayloads(page: Page, payloads: RenderJobPayload[]): Promise<CoalescedOutput[]> {
  const printed = await printDocuments(page, payloads.map(documentOf));
  return printed.map((p) =>
    p.outcome === "printed"
      ? { outcome: "printed", output: { files: p.result.files, pages: p.result.pages.length, warnings: p.result.warnings } }
      : { outcome: p.outcome },
  );
}
