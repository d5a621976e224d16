import { buildBrowserBundle } from "../src/chromium/bundle.ts";

console.log(`built ${await buildBrowserBundle()}`);
