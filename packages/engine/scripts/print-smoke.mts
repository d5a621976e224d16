import { readFileSync, writeFileSync } from "node:fs";
import { launchChromium, printDocument, preparePrintPage } from "../src/chromium/index.ts";

const browser = await launchChromium();
const page = await browser.newPage();
page.on("console", (m) => console.log("page:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e));
let t = performance.now();
await preparePrintPage(page);
console.log("prepare", performance.now() - t);
for (const name of ["label", "invoice-en"]) {
  const document = JSON.parse(readFileSync(`fixtures/${name}.template.json`, "utf8"));
  const data = JSON.parse(readFileSync(`fixtures/${name}.data.json`, "utf8"));
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    const out = await printDocument(page, { document, data, format: "pdf" });
    console.log(name, out.pages.length, out.warnings, performance.now() - t);
    writeFileSync(`/tmp/${name}.pdf`, out.files[0]);
  }
  t = performance.now();
  const png = await printDocument(page, { document, data, format: "png", scale: 1 });
  console.log("png", png.files.length, performance.now() - t);
  png.files.forEach((f, i) => writeFileSync(`/tmp/${name}-${i}.png`, f));
}
await browser.close();
