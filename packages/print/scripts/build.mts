import { buildBrowserBundle } from "../src/bundle.ts";

console.log(`built ${await buildBrowserBundle()}`);
