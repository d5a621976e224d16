import { launchChromium, preparePrintPage, printDocument } from "../packages/print/src/index.ts";
import { openOfflinePage } from "../render-worker/src/chromium/open-offline-page.ts";

/**
 * The floor under the whole stack: the invoice's already painted SVG page,
 * put into a warm Chromium page (engine bundle and fonts loaded) and printed
 * with `page.pdf()` directly. No queue, no HTTP, no layout. `printOnce` is
 * called by the benchmark in turn with API calls, so both see the same load.
 * Chromium is the render worker's (`launchChromium`: the headless shell, or CHROMIUM_PATH);
 * `singleProcess` runs it as one process (`CHROMIUM_SINGLE_PROCESS=true`).
 */
export async function startRawBaseline(options: {
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  singleProcess?: boolean;
}) {
  const browser = await launchChromium({ singleProcess: options.singleProcess });
  const page = await openOfflinePage({ browser });
  await preparePrintPage(page);
  const printed = await printDocument(page, { document: options.document as never, data: options.data, format: "pdf" });
  const painted = await page.evaluate(() => ({
    css: document.getElementById("paperjet-print-style")?.textContent ?? "",
    body: document.body.innerHTML,
  }));
  const printOnce = async () => {
    const started = performance.now();
    await page.evaluate((html) => {
      document.getElementById("paperjet-print-style")!.textContent = html.css;
      document.body.innerHTML = html.body;
    }, painted);
    await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return performance.now() - started;
  };
  // The first prints warm Chromium's caches; they are not the steady state.
  for (let i = 0; i < 5; i++) await printOnce();
  return { pages: printed.pages.length, printOnce, close: () => browser.close() };
}
