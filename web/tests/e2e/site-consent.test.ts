import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForApp } from "./support/browser";
import { useStack } from "./support/stack";

// The cookie bar gates the external trackers (docs/product.md §2, §4). The trackers point at a
// local stand-in, so every request for them is visible in the browser's network log.

const TRACKERS = {
  ANALYTICS_SCRIPT_URL: "analytics.js",
  SESSION_RECORDING_SCRIPT_URL: "session-recording.js",
  HEATMAP_SCRIPT_URL: "heatmap.js",
  TAG_MANAGER_SCRIPT_URL: "tag-manager.js",
  AD_CONVERSION_SCRIPT_URL: "ad-conversion.js",
  LIVE_CHAT_SCRIPT_URL: "live-chat.js",
} as const;
const ANALYTICS = ["analytics.js", "session-recording.js", "heatmap.js"];
const MARKETING = ["tag-manager.js", "ad-conversion.js"];
const FUNCTIONAL = ["live-chat.js"];

describe("cookie consent and trackers", () => {
  let trackerServer: Server;
  let trackerOrigin = "";
  const served: string[] = [];

  beforeAll(async () => {
    trackerServer = createServer((request, response) => {
      served.push(request.url ?? "");
      response.writeHead(200, { "Content-Type": "text/javascript" });
      response.end(`window.__trackers = (window.__trackers || []).concat(${JSON.stringify(request.url)});`);
    });
    await new Promise<void>((resolve) => trackerServer.listen(0, "127.0.0.1", resolve));
    trackerOrigin = `http://127.0.0.1:${(trackerServer.address() as AddressInfo).port}`;
  });
  const stack = useStack(() => ({
    env: Object.fromEntries(Object.entries(TRACKERS).map(([name, file]) => [name, `${trackerOrigin}/${file}`])),
  }));
  afterAll(async () => {
    await new Promise((resolve) => trackerServer?.close(resolve));
  });

  /** A fresh visitor whose tracker requests (by file name) are collected from the network log. */
  async function visitor() {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    const violations: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(trackerOrigin)) requested.push(new URL(request.url()).pathname.slice(1));
    });
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    return { context, page, requested, violations };
  }

  const bar = "[data-cookie-bar]";
  const settle = (ms = 800) => new Promise((resolve) => setTimeout(resolve, ms));

  it("loads nothing before a choice; reject all keeps every tracker away, and the choice survives a reload", async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${stack.server.url}/`);
    await waitForApp(page);
    expect(await page.locator(bar).isVisible()).toBe(true);
    await settle();
    expect(requested).toEqual([]);

    await page.getByRole("button", { name: "Reject all" }).click();
    expect(await page.locator(bar).count()).toBe(0);
    await page.goto(`${stack.server.url}/pricing`);
    await waitForApp(page);
    await page.reload();
    await waitForApp(page);
    await settle();
    expect(await page.locator(bar).count()).toBe(0);
    expect(requested).toEqual([]);
    expect(served).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === "paperjet_consent");
    expect(cookie?.sameSite).toBe("Lax");
    expect(decodeURIComponent(cookie!.value)).toBe("v=1&analytics=0&marketing=0&functional=0");
    await context.close();
  });

  it("allow all loads every tracker, again after a reload, without CSP violations", async () => {
    const { context, page, requested, violations } = await visitor();
    await page.goto(`${stack.server.url}/nl`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Alles toestaan" }).click();
    await expect.poll(() => [...requested].sort()).toEqual([...ANALYTICS, ...MARKETING, ...FUNCTIONAL].sort());
    await expect.poll(() => page.evaluate(() => (window as { __trackers?: string[] }).__trackers?.length ?? 0)).toBe(6);

    requested.length = 0;
    await page.reload();
    await waitForApp(page);
    expect(await page.locator(bar).count()).toBe(0);
    await expect.poll(() => [...requested].sort()).toEqual([...ANALYTICS, ...MARKETING, ...FUNCTIONAL].sort());
    expect(violations).toEqual([]);
    await context.close();
  });

  it("confirm my choices loads only the allowed categories; the footer reopens the settings", async () => {
    const { context, page, requested } = await visitor();
    await page.goto(`${stack.server.url}/about-us`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Choose per category" }).click();
    expect(await page.getByRole("checkbox", { name: /Essential/ }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Essential/ }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: /Analytics/ }).check();
    await page.getByRole("button", { name: "Confirm my choices" }).click();
    await expect.poll(() => [...requested].sort()).toEqual([...ANALYTICS].sort());
    await settle();
    expect([...requested].sort()).toEqual([...ANALYTICS].sort());

    // Adding a category later loads just that category's scripts.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    expect(await page.getByRole("checkbox", { name: /Analytics/ }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: /Functional/ }).check();
    await page.getByRole("button", { name: "Confirm my choices" }).click();
    await expect.poll(() => [...requested].sort()).toEqual([...ANALYTICS, ...FUNCTIONAL].sort());

    requested.length = 0;
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => [...requested].sort()).toEqual([...ANALYTICS, ...FUNCTIONAL].sort());
    await settle();
    expect(requested.filter((file) => MARKETING.includes(file))).toEqual([]);
    await context.close();
  });

  it("never covers the sign-in and sign-up forms or their buttons, on a phone and a laptop", async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 720 },
    ]) {
      const context = await stack.browser.newContext({ viewport });
      const page = await context.newPage();
      for (const path of ["/auth/login", "/auth/signup", "/nl/auth/login"]) {
        await page.goto(`${stack.server.url}${path}`);
        await waitForApp(page);
        expect(await page.locator(bar).isVisible(), path).toBe(true);
        const barBox = (await page.locator(bar).boundingBox())!;
        for (const control of await page.locator('main form input:not([type="hidden"]), main form button[type="submit"]').all()) {
          await control.scrollIntoViewIfNeeded();
          const box = (await control.boundingBox())!;
          const where = `${path} at ${viewport.width}×${viewport.height}: ${await control.evaluate((el) => el.outerHTML.slice(0, 80))}`;
          // What a click at the control's centre reaches is the control itself (or inside it), never the bar.
          const hit = await page.evaluate(
            ([x, y]) => {
              const el = document.elementFromPoint(x!, y!);
              return el?.closest("[data-cookie-bar]") ? "bar" : el?.closest("input, button") ? "control" : el?.tagName;
            },
            [box.x + box.width / 2, box.y + box.height / 2],
          );
          expect(hit, where).toBe("control");
          const page0 = await page.evaluate(() => window.scrollY);
          expect(barBox.y + barBox.height <= box.y + page0 || barBox.y >= box.y + box.height + page0, where).toBe(true);
        }
      }
      await context.close();
    }
  });

  it("puts the tracker origins in the CSP and loads no tracker on the blank renderer page", async () => {
    const csp = (await fetch(`${stack.server.url}/`)).headers.get("Content-Security-Policy") ?? "";
    expect(/script-src ([^;]+)/.exec(csp)?.[1]).toContain(trackerOrigin);
    const { context, page, requested } = await visitor();
    await context.addCookies([
      { name: "paperjet_consent", value: encodeURIComponent("v=1&analytics=1&marketing=1&functional=1"), url: stack.server.url },
    ]);
    await page.goto(`${stack.server.url}/internals/renderer`);
    await waitForApp(page);
    await settle();
    expect(await page.locator(bar).count()).toBe(0);
    expect(requested).toEqual([]);
    await context.close();
  });
});
