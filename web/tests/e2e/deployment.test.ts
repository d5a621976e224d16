import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openNewDesign, signedInContext, typeInto, waitForDesigner } from "./support/designer";
import { prepareWebBuild } from "./support/start-server";
import { useStack } from "./support/stack";

// docs/product.md §7–§8: a deployment replaces the build (and every chunk name) under an open designer tab.

describe("a new deployment under an open tab", () => {
  const stack = useStack({ server: "own" });

  const buildOf = (page: Page) =>
    page.evaluate(async () => ((await (await fetch("/api/build")).json()) as { data: { buildId: string } }).data.buildId);
  /** The chunk files of the routes /app needs (the app layout and its index), from Remix's manifest in the page. */
  const appChunks = (page: Page) =>
    page.evaluate(() => {
      const routes = (window as unknown as { __remixManifest: { routes: Record<string, { module: string }> } }).__remixManifest.routes;
      return ["routes/($lang).app", "routes/($lang).app._index"].map((id) => routes[id]!.module);
    });

  it("offers a reload; a navigation needing a chunk that is gone saves the designer's change and reloads once, and not again within 10 s", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.clock.install();
    const { token } = await signedInContext(context, stack.server.url, "deploy");
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const id = await openNewDesign(page, stack.server.url);
    const designerUrl = page.url();
    // Remix has discovered the back link's routes by now, so leaving needs only their chunks.
    await page.waitForLoadState("networkidle");
    const firstBuild = await buildOf(page);
    const oldChunks = await appChunks(page);

    const secondBuild = `e2e-next-${Date.now().toString(36)}`;
    await stack.server.deploy(await prepareWebBuild({ buildId: secondBuild }));
    expect(await buildOf(page)).toBe(secondBuild);
    expect(secondBuild).not.toBe(firstBuild);
    for (const chunk of oldChunks) expect((await context.request.get(`${stack.server.url}${chunk}`)).status()).toBe(404);

    // The open tab asks again when it gets focus, and offers the reload.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const notice = page.getByTestId("new-build-notice");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("A new version of Paperjet is available.");

    // An edit, with time frozen: autosave's 700 ms never comes, so only the reload can save it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await typeInto(page, "template-name", "Kept across the deployment");
    expect(await page.getByTestId("save-indicator").getAttribute("data-status")).toBe("pending");

    let loads = 0;
    page.on("load", () => loads++);
    const missing: string[] = [];
    page.on("response", (r) => r.status() === 404 && r.url().includes("/assets/") && missing.push(new URL(r.url()).pathname));
    const reloaded = page.waitForEvent("load", { timeout: 30_000 });
    await page.getByTestId("designer-back").click();
    await page.getByTestId("leave-dialog").getByRole("button", { name: "Leave anyway" }).click();
    await reloaded;
    // The clock stays frozen across the reload; the fresh designer needs its timers.
    await page.clock.resume();
    await waitForDesigner(page);

    // Reloaded in place (same designer, now the new build), with the edit stored before the reload.
    expect(page.url()).toBe(designerUrl);
    expect(missing).toContain(oldChunks[0]);
    expect(errors.some((e) => e.startsWith("A part of the app failed to load"))).toBe(true);
    const stored = await context.request.get(`${stack.server.url}/api/templates/${id}/draft`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await stored.json()) as { data: { draft: { name: string } } }).data.draft.name).toBe("Kept across the deployment");
    expect(await page.getByTestId("template-name").inputValue()).toBe("Kept across the deployment");
    expect(loads).toBe(1);

    // The same navigation fails again within 10 s (this time a chunk of the new build is cut off):
    // no second reload; the designer stays as it is, and a notice offers the reload.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const [newChunk] = await appChunks(page);
    await page.route(`${stack.server.url}${newChunk}`, (route) => route.fulfill({ status: 404, body: "gone" }));
    await page.getByTestId("designer-back").click();
    await notice.filter({ hasText: "Part of the app could not be loaded." }).waitFor();
    await page.waitForTimeout(2_000);
    expect(loads).toBe(1);
    expect(page.url()).toBe(designerUrl);
    expect(await page.getByTestId("template-name").inputValue()).toBe("Kept across the deployment");
    await context.close();
  }, 300_000);
});
