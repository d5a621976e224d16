import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium, preparePrintPage } from "../src/index.ts";

/** One Chromium for the test file, with a print page ready; filled in by beforeAll. */
export function usePrintPage(): { browser: Browser; page: Page } {
  const chromium = {} as { browser: Browser; page: Page };
  beforeAll(async () => {
    chromium.browser = await launchChromium();
    chromium.page = await chromium.browser.newPage();
    await preparePrintPage(chromium.page);
  }, 120_000);
  afterAll(async () => {
    await chromium.browser?.close();
  });
  return chromium;
}
