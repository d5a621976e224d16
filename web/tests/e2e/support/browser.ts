import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from "playwright-core";
import { CONSENT_COOKIE } from "~/features/consent/consent";

/** Debian Chromium with the flags that work on this network-less machine (CONTRIBUTING.md), plus `extraArgs`. */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...extraArgs,
    ],
  };
}

/** A Chromium of this test file's own, for a test that needs its own switches (`extraArgs`). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
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
