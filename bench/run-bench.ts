// `pnpm bench`: the generation path's figures in one run (docs/performance.md).
import os from "node:os";
import path from "node:path";
import { trackPeakMemory } from "./memory.ts";
import { measureRawBaseline } from "./raw-baseline.ts";
import { startStack, readJson } from "./start-stack.ts";
import { ms, percentile } from "./stats.ts";

const fixtures = process.env.PAPERJET_FIXTURES ?? "/work/shared/fixtures";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const invoice = readJson(path.join(fixtures, "invoice-en.template.json"));
const invoiceData = readJson(path.join(fixtures, "invoice-en.data.json"));
// The fixture's first lines fit on one Letter page: the 1-page invoice of (1)–(3).
const onePageData = { ...invoiceData, lines: invoiceData.lines.slice(0, 8) };
// About 25 rows a page: 3,450 rows make the 100-page table report of (4).
const reportData = { ...invoiceData, lines: Array.from({ length: 3_450 }, (_, i) => ({ item: `Report row ${i + 1}`, hours: (i % 9) + 0.5, rate: 95, total: ((i % 9) + 0.5) * 95 })) };

const SEQUENTIAL = 100;
const THROUGHPUT_CALLS = Number(process.env.BENCH_THROUGHPUT_CALLS ?? 120);

function line(label: string, value: string) {
  console.log(`${label.padEnd(58)} ${value}`);
}

async function main() {
  console.log(`paperjet bench — ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}\n`);
  const stack = await startStack({ templates: [{ name: "Invoice", document: invoice }] });
  const [templateId] = stack.templateIds;
  const memory = trackPeakMemory({ webPid: stack.webPid, workerPids: () => stack.workers.map((w) => w.child.pid!) });
  try {
    const generate = async (data: unknown) => {
      const started = performance.now();
      const response = await fetch(`${stack.url}/api/v1/generate/single/${templateId}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${stack.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ data }),
      });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`generate answered ${response.status}: ${Buffer.from(body).toString()}`);
      return { ms: performance.now() - started, pages: Number(response.headers.get("X-Pages")), bytes: body.byteLength };
    };

    // (1) Raw Chromium baseline.
    const raw = await measureRawBaseline({ document: invoice, data: onePageData, runs: SEQUENTIAL, chromiumPath });
    if (raw.pages !== 1) throw new Error(`the baseline invoice has ${raw.pages} pages, expected 1`);
    const rawP50 = percentile(raw.times, 50);
    line("(1) raw: warm page, painted invoice SVG → page.pdf() p50", ms(rawP50));
    line("    p95", ms(percentile(raw.times, 95)));

    // (2) Sync API through web, queue and one worker.
    const first = await stack.addWorker();
    for (let i = 0; i < 10; i++) await generate(onePageData);
    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) sequential.push((await generate(onePageData)).ms);
    const syncP50 = percentile(sequential, 50);
    line(`(2) sync API, ${SEQUENTIAL} sequential 1-page invoices p50`, ms(syncP50));
    line("    p95", ms(percentile(sequential, 95)));
    line("    ratio (2) p50 / (1) p50", `${(syncP50 / rawP50).toFixed(2)}×`);

    // (3) Throughput with 1 and 8 concurrent clients, 1 and 2 workers.
    const throughput = async (clients: number) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < THROUGHPUT_CALLS) {
            next += 1;
            await generate(onePageData);
          }
        }),
      );
      return THROUGHPUT_CALLS / ((performance.now() - started) / 1000);
    };
    const jobsDone = async () =>
      Promise.all(
        stack.workers.map(async (w) => {
          const text = await (await fetch(`http://127.0.0.1:${w.port}/metrics`)).text();
          return [...text.matchAll(/paperjet_render_jobs_total\{[^}]*outcome="completed"[^}]*\} (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
        }),
      );
    const one1 = await throughput(1);
    const one8 = await throughput(8);
    line("(3) throughput, 1 worker, 1 client", `${one1.toFixed(1)} docs/s`);
    line("    1 worker, 8 clients", `${one8.toFixed(1)} docs/s (${(one8 / one1).toFixed(2)}× 1 client)`);
    await stack.addWorker();
    for (let i = 0; i < 6; i++) await generate(onePageData);
    const before = await jobsDone();
    const two1 = await throughput(1);
    const two8 = await throughput(8);
    const after = await jobsDone();
    line("    2 workers, 1 client", `${two1.toFixed(1)} docs/s`);
    line("    2 workers, 8 clients", `${two8.toFixed(1)} docs/s (${(two8 / two1).toFixed(2)}× 1 client)`);
    line("    jobs per worker during the 2-worker runs", after.map((n, i) => `${stack.workers[i].id}: ${n - before[i]}`).join(", "));

    // (4) A 100-page table report end to end (one request, one worker busy with it).
    const report = await generate(reportData);
    line("(4) 100-page table report end to end", `${ms(report.ms)} (${report.pages} pages, ${(report.bytes / 1024).toFixed(0)} KB, ${(report.pages / (report.ms / 1000)).toFixed(0)} pages/s)`);

    // (5) Peak memory over the whole run.
    const peaks = memory.stop();
    line("(5) peak RSS web", `${peaks.web.toFixed(0)} MB`);
    line("    peak RSS worker (Node)", `${peaks.worker.toFixed(0)} MB`);
    line("    peak RSS Chromium of one worker (all its processes)", `${peaks.chromium.toFixed(0)} MB`);
    void first;
  } finally {
    memory.stop();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
