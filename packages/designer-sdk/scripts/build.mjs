// Builds the SDK twice from src/index.ts: an ES module (dist/designer.mjs) for bundlers and an
// IIFE (dist/designer.js, `window.PaperjetDesigner`) that the web app serves at /sdk/designer.js.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const common = {
  entryPoints: [`${root}src/index.ts`],
  bundle: true,
  minify: true,
  target: "es2019",
  legalComments: "none",
  logLevel: "warning",
};
await build({ ...common, format: "esm", outfile: `${root}dist/designer.mjs` });
await build({ ...common, format: "iife", globalName: "PaperjetDesigner", outfile: `${root}dist/designer.js` });
console.log("built dist/designer.mjs and dist/designer.js");
