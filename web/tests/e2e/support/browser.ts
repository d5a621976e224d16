import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
  type Request,
} from "playwright-core";
import { CONSENT_COOKIE } from "~/features/consent/consent";

/**
 * Debian's Chromium headless shell, as the render worker runs it (docs/decisions/084): a third less
 * CPU for the same browser tests than the full browser. `full`: Debian's full Chromium, for what
 * only it does (Chrome's third-party cookie blocking). Unhinted glyphs, as the worker prints them
 * and as the engine measures. With the flags that work on this network-less machine
 * (CONTRIBUTING.md), V8's baseline compilers, plus `extraArgs`.
 */
export function chromiumLaunchOptions(extraArgs: string[] = [], { full = false } = {}): LaunchOptions {
  return {
    executablePath: full ? "/usr/bin/chromium" : (process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell"),
    args: [
      "--font-render-hinting=none",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // V8's baseline compilers only: a test's page lives for seconds, and optimising its scripts cost
      // Chromium more than it saved (page-audit 157 -> 143 CPU-s, three other files 126 -> 113).
      "--js-flags=--max-opt=1",
      ...extraArgs,
    ],
  };
}

/** A Chromium of this test file's own, for a test that needs its own switches (`extraArgs`) or the full browser. */
export async function launchChromium(extraArgs: string[] = [], options: { full?: boolean } = {}): Promise<Browser> {
  return trackNetwork(await chromium.launch(chromiumLaunchOptions(extraArgs, options)));
}

/** A page's requests still open, and when its network was last busy (`trackNetwork`). */
interface Network {
  open: Set<Request>;
  lastBusy: number;
}
const networks = new WeakMap<Page, Network>();

function trackPage(page: Page) {
  const network: Network = { open: new Set(), lastBusy: performance.now() };
  networks.set(page, network);
  const busy = () => (network.lastBusy = performance.now());
  page.on("request", (request) => {
    network.open.add(request);
    busy();
  });
  const settle = (request: Request) => {
    network.open.delete(request);
    busy();
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
}

/**
 * Makes `browser` follow every request of every page it opens, from the page's first one, so that
 * `networkQuiet` knows what is still loading. Browser.newPage opens its context through newContext too.
 */
export function trackNetwork(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on("page", trackPage);
    return context;
  };
  return browser;
}

/** How long a page's network stays quiet before the page counts as loaded: chained requests start within it. */
const QUIET_MS = 150;

/**
 * Every request the page made has finished and none started for QUIET_MS. Playwright's `networkidle`
 * waits 500 ms of quiet after every load, which was a seventh of the browser tests' time; a page of
 * a browser without `trackNetwork` still gets it.
 */
export async function networkQuiet(page: Page, timeoutMs = 30_000): Promise<void> {
  const network = networks.get(page);
  if (!network) return page.waitForLoadState("networkidle", { timeout: timeoutMs });
  const deadline = performance.now() + timeoutMs;
  while (network.open.size > 0 || performance.now() - network.lastBusy < QUIET_MS) {
    if (performance.now() > deadline) {
      const open = [...network.open].map((request) => request.url()).join(", ");
      throw new Error(`The page's network did not settle within ${timeoutMs} ms; still loading: ${open}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A browser context for app tests: the visitor has already answered the cookie
 * bar (essential cookies only), so it does not cover the page under test.
 */
export async function newVisitorContext(browser: Browser, baseUrl: string, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const value = encodeURIComponent(new URLSearchParams({ v: "1", analytics: "0", marketing: "0", functional: "0" }).toString());
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseUrl, sameSite: "Lax" }]);
  return context;
}

/** React has hydrated the page (root.tsx sets `html[data-hydrated]`) and its network is quiet. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await networkQuiet(page);
}
