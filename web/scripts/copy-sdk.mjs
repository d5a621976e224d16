// The designer SDK's IIFE bundle (built by @paperjet/designer-sdk's own build, just before this)
// goes into the client build, where the server serves it as a static file at /sdk/designer.js.
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../../packages/designer-sdk/dist/designer.js", import.meta.url));
// The build folder vite.config.ts chose (PAPERJET_BUILD_DIR, relative to web/).
const sdkDir = path.resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.PAPERJET_BUILD_DIR ?? "build", "client/sdk");
mkdirSync(sdkDir, { recursive: true });
copyFileSync(from, path.join(sdkDir, "designer.js"));
