// Designer benchmark (docs/performance.md, "Designer"): not a timed test, a measurement.
//   pnpm --filter @paperjet/web exec tsx tests/bench/designer-bench.ts
// (1) dragging one element on a page with 300 elements: work per frame and frame intervals;
// (2) opening a 20-page template: time until the first page's SVG is on screen.
import os from "node:os";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { startRedis } from "../../../infra/scripts/redis-process.mjs";
import { launchChromium, newVisitorContext } from "../e2e/support/browser.ts";
import { measureDrag, p95 } from "../e2e/support/measure-drag.ts";
import { startServer } from "../e2e/support/start-server.ts";
import { invoice } from "../e2e/support/walked-invoice.ts";

function pageOf(count: number, seed: number) {
  const elements = [];
  for (let i = 0; i < count; i++) {
    const col = i % 12;
    const row = Math.floor(i / 12);
    const x = 10 + col * 16;
    const y = 10 + row * 11;
    const id = `p${seed}-e${i}`;
    if (i % 3 === 0)
      elements.push({
        id,
        type: "text",
        x,
        y,
        width: 15,
        height: 10,
        text: `Item ${i} {{ customer.name }}`,
        style: { fontFamily: "Inter", fontSize: 6 },
      });
    else if (i % 3 === 1)
      elements.push({
        id,
        type: "shape",
        shape: i % 2 ? "rect" : "ellipse",
        x,
        y,
        width: 15,
        height: 10,
        fill: "#e0e7ff",
        stroke: "#4f46e5",
        strokeWidth: 0.2,
      });
    else
      elements.push({
        id,
        type: "text",
        x,
        y,
        width: 15,
        height: 10,
        text: "Lorem ipsum dolor sit amet consectetur",
        style: { fontFamily: "Roboto", fontSize: 5, color: "#334155" },
      });
  }
  return { size: "A4", orientation: "portrait", margin: { top: 10, right: 10, bottom: 10, left: 10 }, elements };
}

const doc = (name: string, pages: number, perPage: number) => ({
  schemaVersion: 1,
  name,
  locale: "en-US",
  pages: Array.from({ length: pages }, (_, p) => pageOf(perPage, p)),
  bindings: [{ key: "customer.name", label: "Customer", type: "text", example: "ACME B.V." }],
});

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const f = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  console.log(`designer bench — ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`);
  const redis = await startRedis({ label: "designer-bench-redis" });
  process.env.REDIS_URL = redis.url;
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const context = await newVisitorContext(browser, server.url, { viewport: { width: 1600, height: 1000 } });
    // tsx keeps function names with a helper the page does not have.
    await context.addInitScript({ content: "window.__name = (f) => f;" });
    const reg = await context.request.post(`${server.url}/api/auth/register`, {
      data: { name: "Bench", email: `bench.${Date.now()}@example.com`, password: "long enough password" },
    });
    if (reg.status() !== 201) throw new Error(`register: ${reg.status()}`);
    const token = (await reg.json()).globals.token as string;
    const create = async (document: unknown) =>
      (
        await (
          await context.request.post(`${server.url}/api/templates`, {
            data: { name: (document as { name: string }).name, document },
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()
      ).data.template.id as string;
    const dense = await create(doc("300 elements", 1, 300));
    const long = await create(doc("20 pages", 20, 40));
    const flowing = await create(invoice(200, true));
    const page = await context.newPage();

    // (1) Drag: 240 frames, one synthetic pointermove per animation frame on the top-left element.
    await page.goto(`${server.url}/app/designer/${dense}`);
    await page.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="page-svg"] svg').waitFor();
    const drag = await measureDrag(page, "p0-e0");

    // (3) Drag: the total of a 7-page invoice (a 200-row table continued over 6 pages, a terms page),
    // drawn on a generated page where the flow puts it.
    await page.goto(`${server.url}/app/designer/${flowing}`);
    await page.locator('[data-testid="designer"][data-engine-ready="true"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid="generated-page"]').first().waitFor();
    const flowDrag = await measureDrag(page, "totals");
    await page.goto(`${server.url}/app/designer/${dense}`);

    // (2) Opening a 20-page template: navigation start → first page's SVG in the DOM (fonts cached after the first run).
    await page.addInitScript(() => {
      const w = window as unknown as { __firstPage?: number };
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="page-svg"] svg')) {
          w.__firstPage = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const opens: number[] = [];
    const splits: { html: number; dcl: number; fonts: number; engine: number }[] = [];
    const cold = await browser.newContext({ viewport: { width: 1600, height: 1000 }, storageState: await context.storageState() });
    await cold.addInitScript({ content: "window.__name = (f) => f;" });
    for (let run = 0; run < 6; run++) {
      const p = run === 0 ? await cold.newPage() : page;
      if (run === 0)
        await p.addInitScript(() => {
          const w = window as unknown as { __firstPage?: number };
          new MutationObserver((_, observer) => {
            if (document.querySelector('[data-testid="page-svg"] svg')) {
              w.__firstPage = performance.now();
              observer.disconnect();
            }
          }).observe(document, { subtree: true, childList: true });
        });
      await p.goto(`${server.url}/app/designer/${long}`);
      await p.waitForFunction(() => (window as unknown as { __firstPage?: number }).__firstPage !== undefined, undefined, {
        timeout: 60_000,
      });
      opens.push(await p.evaluate(() => (window as unknown as { __firstPage: number }).__firstPage));
      const marks = await p.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        return {
          html: nav.responseEnd,
          dcl: nav.domContentLoadedEventEnd,
          fonts: mark("paperjet:fonts-fetched"),
          engine: mark("paperjet:engine-ready"),
        };
      });
      splits.push(marks);
    }
    await cold.close();

    console.log("\n(1) drag one element, page with 300 elements, 240 frames");
    console.log(
      `  work per frame (pointermove → store → React → style/layout) median ${f(median(drag.work))}, p95 ${f(p95(drag.work))}, max ${f(Math.max(...drag.work))}`,
    );
    console.log(
      `  frame interval median ${f(median(drag.intervals))}, p95 ${f(p95(drag.intervals))}, frames over 20 ms: ${drag.intervals.filter((i) => i > 20).length}/${drag.intervals.length}`,
    );
    console.log(`  drop (pointerup → full page re-laid out and painted by the engine) ${f(drag.drop)}`);
    console.log("\n(3) drag the total of a 7-page invoice (200 table rows, a terms page) on the generated page it is drawn on");
    console.log(
      `  work per frame median ${f(median(flowDrag.work))}, p95 ${f(p95(flowDrag.work))}, max ${f(Math.max(...flowDrag.work))}; frame interval p95 ${f(p95(flowDrag.intervals))}`,
    );
    console.log(`  drop (pointerup → the whole document laid out again, its 6 pages painted) ${f(flowDrag.drop)}`);
    console.log("\n(2) open a 20-page template (40 elements a page): navigation start → first page on screen");
    console.log(
      `  cold (fonts not cached) ${f(opens[0]!)}; warm median ${f(median(opens.slice(1)))} (runs: ${opens
        .slice(1)
        .map((o) => o.toFixed(0))
        .join(", ")} ms)`,
    );
    const warm = splits.slice(1);
    const mid = (key: keyof (typeof splits)[number]) => f(median(warm.map((s) => s[key])));
    console.log(
      `  warm medians: HTML received ${mid("html")}, DOMContentLoaded ${mid("dcl")}, the document's font faces loaded ${mid("fonts")}, engine ready ${mid("engine")}`,
    );
    console.log(
      `  cold: HTML ${f(splits[0]!.html)}, DOMContentLoaded ${f(splits[0]!.dcl)}, fonts ${f(splits[0]!.fonts)}, engine ${f(splits[0]!.engine)}`,
    );
    console.log(`  load average after the run: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await browser.close();
    await server.stop();
    await redis.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
