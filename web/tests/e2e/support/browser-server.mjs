// The run's shared Chromium (shared-stack.ts): a Playwright browser server that test files connect to.
// Launch options arrive as JSON in the first argument, so the switches stay in browser.ts.
import { chromium } from "playwright-core";

const server = await chromium.launchServer(JSON.parse(process.argv[2]));
console.log(`browser server listening at ${server.wsEndpoint()}`);
