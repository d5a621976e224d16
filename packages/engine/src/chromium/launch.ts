import { chromium, type Browser } from "playwright-core";

/**
 * Flags that work on a host without network or GPU. The proxy flags are a second
 * wall behind the print page's request interception: a request that slipped past
 * it would still go to a closed port.
 */
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

/** Debian Chromium (or CHROMIUM_PATH), never a downloaded browser. */
export function launchChromium(options: { executablePath?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    headless: true,
    timeout: 30_000,
  });
}
