import { preparePrintPage, printDocument } from "@paperjet/engine/chromium";
import { launchBrowser } from "../render-worker/src/chromium/launch-browser.ts";
import { openOfflinePage } from "../render-worker/src/chromium/open-offline-page.ts";

/**
 * The floor under the whole stack: the invoice's already painted SVG page,
 * put into a warm Chromium page (engine bundle and fonts loaded) and printed
 * with `page.pdf()` directly. No queue, no HTTP, no layout.
 */
export async function measureRawBaseline(options: { document: Record<string, unknown>; data: Record<string, unknown>; runs: number; chromiumPath: string }) {
  const browser = await launchBrowser({ executablePath: options.chromiumPath });
  try {
    const page = await openOfflinePage({ browser });
    await preparePrintPage(page);
    const printed = await printDocument(page, { document: options.document as never, data: options.data, format: "pdf" });
    const painted = await page.evaluate(() => ({ head: document.head.innerHTML, body: document.body.innerHTML }));
    const times: number[] = [];
    for (let i = 0; i < options.runs + 5; i++) {
      const started = performance.now();
      await page.evaluate((html) => {
        document.head.innerHTML = html.head;
        document.body.innerHTML = html.body;
      }, painted);
      await page.pdf({ preferCSSPageSize: true, printBackground: true });
      // The first few prints warm Chromium's caches; they are not the steady state.
      if (i >= 5) times.push(performance.now() - started);
    }
    return { times, pages: printed.pages.length };
  } finally {
    await browser.close();
  }
}
