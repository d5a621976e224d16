import { loadFixture } from "./test/fixtures.ts";
import { launchChromium, closeChromium, preparePrintPage, printDocument } from "../packages/engine/src/chromium/index.ts";

const variants: Record<string, string> = {
  plain: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#1e88e5"/></svg>',
  noSize: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#1e88e5"/></svg>',
  huge: '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="30000" height="30000" fill="#1e88e5"/></svg>',
  filter: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><filter id="f"><feGaussianBlur stdDeviation="5"/></filter><rect width="120" height="80" fill="#1e88e5" filter="url(#f)"/></svg>',
};
variants.big = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80">${Array.from({ length: Number(process.env.N ?? 20000) }, (_, i) => `<path d="M${i % 120} ${i % 80}l5 5l-3 2z" fill="#${(i * 2654435761 % 16777216).toString(16).padStart(6, "0")}"/>`).join("")}</svg>`;
const which = process.argv[2] ?? "plain";
const runs = Number(process.argv[3] ?? 10);
const href = `data:image/svg+xml;base64,${Buffer.from(variants[which]).toString("base64")}`;
const doc = loadFixture("label").document as { pages: { elements: unknown[] }[] };
const extra = JSON.parse(process.env.EXTRA ?? "{}");
doc.pages[0].elements.push({ id: "img", type: "image", x: 10, y: 10, width: 50, height: 40, src: href, ...extra });
let crashes = 0;
for (let i = 0; i < runs; i++) {
  const browser = await launchChromium({ singleProcess: true });
  let disconnected = false;
  browser.on("disconnected", () => (disconnected = true));
  const page = await browser.newPage();
  try {
    await preparePrintPage(page, { fonts: "on-demand" });
    const t = performance.now();
    const out = await printDocument(page, { document: doc as never, data: {}, format: (process.argv[4] as "pdf") ?? "pdf" });
    console.log(i, "ok", out.files[0].length, Math.round(performance.now() - t), "ms", out.warnings.join(";"));
  } catch (e) {
    crashes++;
    console.log(e); console.log(i, "FAILED", disconnected, (e as Error).message.slice(0, 600).replace(/\n/g," "));
  }
  await closeChromium(browser).catch(() => undefined);
}
console.log(which, "crashes", crashes, "/", runs);
