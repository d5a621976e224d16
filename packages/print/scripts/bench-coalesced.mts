// What a shared print saves (docs/performance.md, issue 20): the benchmark's 1-page invoice printed
// alone and in prints of 2, 4 and 8 on one warm single-process page, the pdf-lib split included.
// Run under the heavy-test lock: `tsx packages/print/scripts/bench-coalesced.mts`.
import { readFileSync } from "node:fs";
import { launchChromium, preparePrintPage, printDocument, printDocuments } from "../src/index.ts";

const fixtures = new URL("../../engine/fixtures/", import.meta.url);
const document = JSON.parse(readFileSync(new URL("invoice-en.template.json", fixtures), "utf8"));
const full = JSON.parse(readFileSync(new URL("invoice-en.data.json", fixtures), "utf8"));
const request = { document, data: { ...full, lines: full.lines.slice(0, 8) } };
const DOCUMENTS = 80;

const browser = await launchChromium({ singleProcess: true });
try {
  const page = await browser.newPage();
  await preparePrintPage(page);
  // Warm the JIT and Chromium's caches for both paths first.
  for (let i = 0; i < 30; i++) await printDocument(page, { ...request, format: "pdf" });
  for (const n of [2, 4, 8]) for (let i = 0; i < 10; i++) await printDocuments(page, Array(n).fill(request));

  let started = performance.now();
  let bytes = 0;
  for (let i = 0; i < DOCUMENTS; i++) bytes = (await printDocument(page, { ...request, format: "pdf" })).files[0].byteLength;
  console.log(`alone: ${((performance.now() - started) / DOCUMENTS).toFixed(1)} ms a document, ${bytes} bytes`);
  for (const n of [2, 4, 8]) {
    started = performance.now();
    for (let i = 0; i < DOCUMENTS / n; i++) {
      const [first] = await printDocuments(page, Array(n).fill(request));
      if (first.outcome === "printed") bytes = first.result.files[0].byteLength;
    }
    console.log(`in prints of ${n}: ${((performance.now() - started) / DOCUMENTS).toFixed(1)} ms a document, ${bytes} bytes each`);
  }
} finally {
  await browser.close();
}
