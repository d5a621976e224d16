import type { Page } from "playwright-core";
import type { ShownBatchItem, ShownDocument } from "./page/print-view.ts";
import {
  pdfOptions,
  devToolsSession,
  evaluateInPage,
  finishPdf,
  formFieldsOf,
  pdfMetadataOf,
  preparePrintPage,
  type PrintRequest,
  type PrintResult,
} from "./print-page.ts";
import { addFormFields } from "./form-fields.ts";
import { convertToPdfA } from "./pdfa.ts";
import { splitPdf } from "./split-pdf.ts";

/** What became of one document of a coalesced print. */
export type CoalescedPrint =
  | { outcome: "printed"; result: PrintResult }
  /** It could not be laid out (its own error); the others were printed without it. */
  | { outcome: "failed"; error: Error }
  /** Past the print's page bound: not laid out into this print, to be printed later. */
  | { outcome: "deferred" };

/**
 * Up to this many pages go into one print by default: the inline PDF answer's bound
 * (`printDocument`), so a coalesced print never holds a long document's bytes twice.
 */
export const COALESCED_MAX_PAGES = 40;

/**
 * Prints several PDF documents in one `Page.printToPDF` and splits the result into one PDF each.
 * A print costs a fixed ≈ 16–20 ms however few pages it has, a page inside it ≈ 7 ms, so documents
 * that are ready together share that fixed cost. Layout runs in the page for all of them in one
 * DevTools call; a document whose layout fails is left out (its error is returned), the others print.
 */
export async function printDocuments(
  page: Page,
  requests: Omit<PrintRequest, "format" | "scale" | "pageIndex">[],
  opts: { maxPages?: number } = {},
): Promise<CoalescedPrint[]> {
  await preparePrintPage(page);
  const session = await devToolsSession(page);
  const items = requests.map((request) => {
    const { document, data, metadata: _metadata, pdfa: _pdfa, flatten: _flatten, ...options } = request;
    return [document, data, { ...options, now: options.now?.toISOString(), formFields: formFieldsOf({ ...request, format: "pdf" }) }];
  });
  const shown = await evaluateInPage<ShownBatchItem[]>(session, "showManyJson", [
    JSON.stringify([items, opts.maxPages ?? COALESCED_MAX_PAGES]),
  ]);
  const printedDocs = shown.filter((s): s is ShownDocument => "pages" in s);
  let files: Uint8Array[] = [];
  if (printedDocs.length > 0) {
    const pages = printedDocs.reduce((n, d) => n + d.pages.length, 0);
    const printed = await session.send("Page.printToPDF", { ...pdfOptions(pages), transferMode: "ReturnAsBase64" });
    const bytes = new Uint8Array(Buffer.from(printed.data, "base64"));
    // Each file describes its own document (Title, Author …), as a print of it alone would.
    const metadata = shown.flatMap((s, i) => ("pages" in s ? [pdfMetadataOf(requests[i]!)] : []));
    const printedRequests = shown.flatMap((s, i) => ("pages" in s ? [requests[i]!] : []));
    files =
      printedDocs.length === 1
        ? [await finishPdf(bytes, printedRequests[0]!, printedDocs[0]!.pages)]
        : await splitPdf(
            bytes,
            printedDocs.map((d, i) => ({ pages: d.pages.length, metadata: metadata[i]! })),
          );
    // A PDF/A or a form is made of its own split part (whose Info the split already wrote).
    if (printedDocs.length > 1)
      files = await Promise.all(
        files.map((f, i) => {
          const pdfa = printedRequests[i]!.pdfa;
          return pdfa ? convertToPdfA(f, { ...pdfa, metadata: metadata[i]! }) : addFormFields(f, printedDocs[i]!.pages);
        }),
      );
  }
  return shown.map((s): CoalescedPrint => {
    if ("deferred" in s) return { outcome: "deferred" };
    if ("error" in s) return { outcome: "failed", error: new Error(s.error) };
    return { outcome: "printed", result: { files: [files.shift()!], ...s } };
  });
}
