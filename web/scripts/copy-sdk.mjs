// The designer SDK's IIFE bundle (built by @paperjet/designer-sdk's own build, just before this)
// goes into the client build, where the server serves it as a static file at /sdk/designer.js.
import { copyFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../../packages/designer-sdk/dist/designer.js", import.meta.url));
const to = fileURLToPath(new URL("../build/client/sdk/designer.js", import.meta.url));
mkdirSync(fileURLToPath(new URL("../build/client/sdk/", import.meta.url)), { recursive: true });
copyFileSync(from, to);
