import { createNodeEngine } from "/work/main/packages/engine/src/node.ts";
import { readFileSync, writeFileSync } from "node:fs";
const engine = await createNodeEngine();
for (const name of ["label", "invoice-en"]) {
  const doc = JSON.parse(readFileSync(`/work/main/packages/engine/fixtures/${name}.template.json`, "utf8"));
  const data = JSON.parse(readFileSync(`/work/main/packages/engine/fixtures/${name}.data.json`, "utf8"));
  const t = performance.now();
  const out = engine.render(doc, data, { watermark: true });
  console.log(name, out.pages.length, out.warnings, performance.now() - t);
  out.pages.forEach((p, i) => writeFileSync(`/tmp/${name}-${i}.svg`, p.svg));
}
