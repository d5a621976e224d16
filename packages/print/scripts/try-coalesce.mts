import { readFileSync, writeFileSync } from "node:fs";
import { launchChromium, preparePrintPage, printDocument, printDocuments } from "../src/index.ts";
const t = JSON.parse(readFileSync("packages/engine/fixtures/invoice-en.template.json", "utf8"));
const d = JSON.parse(readFileSync("packages/engine/fixtures/invoice-en.data.json", "utf8"));
const data = { ...d, lines: d.lines.slice(0, 8) };
const browser = await launchChromium({ singleProcess: true });
const page = await browser.newPage();
await preparePrintPage(page);
const req = { document: t, data, format: "pdf" as const };
for (let i = 0; i < 30; i++) await printDocument(page, req);
for (const n of [1, 2, 4, 8]) {
  for (let i = 0; i < 10; i++) await printDocuments(page, Array(n).fill(req));
}
let s = performance.now(); let r;
for (let i = 0; i < 80; i++) r = await printDocument(page, req);
console.log("alone", ((performance.now() - s) / 80).toFixed(1), "ms/doc", r!.files[0].byteLength);
writeFileSync("/tmp/alone.pdf", r!.files[0]);
for (const n of [2, 4, 8]) {
  s = performance.now(); let out;
  for (let i = 0; i < 80 / n; i++) out = await printDocuments(page, Array(n).fill(req));
  console.log("coalesced", n, ((performance.now() - s) / 80).toFixed(1), "ms/doc", (out![0] as any).result.files[0].byteLength);
  writeFileSync(`/tmp/co${n}.pdf`, (out![0] as any).result.files[0]);
}
await browser.close();
