import type { Browser, Page } from "playwright-core";

/**
 * A page that cannot reach any network: every request it makes is aborted,
 * except data: and blob: URLs, which never leave the browser. Images arrive
 * already inlined by web, so a rendered document needs nothing else.
 */
export async function openOfflinePage(options: { browser: Browser }): Promise<Page> {
  const context = await options.browser.newContext({ serviceWorkers: "block", acceptDownloads: false });
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  page.on("close", () => void context.close().catch(() => undefined));
  return page;
}
