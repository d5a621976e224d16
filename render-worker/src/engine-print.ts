import type { RenderJobPayload } from "@paperjet/contracts";
import { preparePrintPage, printDocument, type PrintRequest } from "@paperjet/print";
import type { Page } from "playwright-core";
import type { PrintOutput } from "./render-job.ts";

/** Loads the engine bundle and fonts into a pooled page, once per page. */
export const preparePage = (page: Page) => preparePrintPage(page);

/** Prints one job with the engine's Chromium helper on a warm page. */
export async function printPayload(page: Page, payload: RenderJobPayload): Promise<PrintOutput> {
  const result = await printDocument(page, {
    document: payload.document as PrintRequest["document"],
    data: payload.data,
    format: payload.format,
    scale: payload.scale,
    // The API counts pages from 1, the engine from 0.
    pageIndex: payload.page === undefined ? undefined : payload.page - 1,
    watermark: payload.watermark,
    locale: payload.locale,
    images: payload.images,
    maxPages: payload.maxPages,
    metadata: payload.metadata,
  });
  return { files: result.files, pages: result.pages.length, warnings: result.warnings };
}
