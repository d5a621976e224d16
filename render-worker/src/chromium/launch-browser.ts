import { chromium, type Browser } from "playwright-core";

// Flags that work on a network-less, GPU-less host (CONTRIBUTING.md); the proxy
// flags are a second wall behind request interception: even a request that slipped
// past the route handler would go to a closed port.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
];

export async function launchBrowser(options: { executablePath: string }): Promise<Browser> {
  return chromium.launch({ executablePath: options.executablePath, args: CHROMIUM_ARGS, headless: true, timeout: 30_000 });
}
