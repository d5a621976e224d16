import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from "playwright-core";
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
export function launchChromium(extraArgs: string[] = [], options: { full?: boolean } = {}): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs, options));
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

/** The page's network is idle and React has hydrated it (root.tsx sets `html[data-hydrated]`). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
