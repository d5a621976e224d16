import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { waitForApp } from "./support/browser";
import { signedInContext, waitForDesigner } from "./support/designer";
import { findRawKeys, offCentre } from "./support/page-audit";
import { useStack } from "./support/stack";

// The UI kit's dialogs on a desktop and a phone (centred, Escape, Tab kept inside), the dashboard tour's
// highlights, and the designer on a phone (preview only, saying why).
describe("dialogs, tour and the designer on a phone", () => {
  let context: BrowserContext;
  let page: Page;
  let templateId: string;
  const stack = useStack();
  beforeAll(async () => {
    context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const { token } = await signedInContext(context, stack.server.url, "dialogs");
    const created = await context.request.post(`${stack.server.url}/api/templates`, {
      data: { name: "Letter" },
      headers: { Authorization: `Bearer ${token}` },
    });
    templateId = (await created.json()).data.template.id;
    page = await context.newPage();
  }, 300_000);

  /** The dialog is open, centred in the viewport (within a pixel) and wholly inside it; Tab and Shift+Tab stay in it; Escape closes it. */
  async function checkDialog(dialog: Locator, name: string) {
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const { dx, dy, fits } = await offCentre(page, `[data-testid="${await dialog.getAttribute("data-testid")}"]`);
    expect({ name, dx: Math.abs(dx) <= 1, dy: Math.abs(dy) <= 1, fits }).toEqual({ name, dx: true, dy: true, fits: true });
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${name}: ${key} ${i + 1} left the dialog`).toBe(true);
      }
    }
    await page.keyboard.press("Escape");
    // Closed: some dialogs stay in the document with `open` false, others are unmounted.
    await expect.poll(async () => (await dialog.count()) === 0 || !(await dialog.evaluate((d: HTMLDialogElement) => d.open))).toBe(true);
  }

  it.each([1440, 390])(
    "create template, suggest a feature and the code dialog are centred, keep focus and close with Escape at %i px",
    async (width) => {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 844 });
      await page.goto(`${stack.server.url}/app/dashboard`);
      await waitForApp(page);
      const tour = page.getByTestId("dashboard-tour");
      if (await tour.count()) await tour.getByRole("button", { name: "Close tour" }).click();

      await page.getByTestId("new-blank").click();
      await checkDialog(page.getByTestId("create-template-dialog"), "create template");
      // On a phone the top bar has no room for it: it is in the navigation drawer.
      if (width === 390) await page.getByRole("button", { name: "Open navigation" }).click();
      await page.getByRole("button", { name: "Suggest a feature" }).click();
      await checkDialog(page.getByTestId("suggestion-dialog"), "suggest a feature");

      await page.goto(`${stack.server.url}/app/api`);
      await waitForApp(page);
      await page.getByRole("button", { name: "Show code" }).first().click();
      const modal = page.getByTestId("snippet-modal");
      await expect.poll(() => modal.getByTestId("snippet-code").textContent()).toContain("curl -X POST");
      // The Copy button is beside the code, not over it (it hid the URL).
      const copy = await modal.getByRole("button", { name: "Copy" }).boundingBox();
      const code = await modal.getByTestId("snippet-code").boundingBox();
      expect(copy!.y + copy!.height).toBeLessThanOrEqual(code!.y);
      await checkDialog(modal, "code");
    },
  );

  it("the tour highlights the part of the page each step names", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const fresh = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signedInContext(fresh, stack.server.url, "tour");
    const tab = await fresh.newPage();
    await tab.goto(`${stack.server.url}/app/dashboard`);
    await waitForApp(tab);
    const tour = tab.getByTestId("dashboard-tour");
    const targets = {
      "Welcome to Paperjet": "usage",
      "Create a template": "create",
      "Generate through the API": "nav-api",
      "Tell us what you miss": "suggest",
    };
    for (const [index, [title, target]] of Object.entries(targets).entries()) {
      await expect.poll(() => tour.getByRole("heading").textContent()).toBe(title);
      const highlight = tab.getByTestId("tour-highlight");
      await expect.poll(() => highlight.getAttribute("data-target")).toBe(target);
      // The ring settles (it glides from step to step) exactly on the feature the step talks about.
      const round = (b: { x: number; y: number; width: number; height: number } | null) =>
        b ? [b.x, b.y, b.width, b.height].map(Math.round) : null;
      const feature = round(await tab.locator(`[data-tour="${target}"]`).boundingBox());
      expect(feature, title).not.toBeNull();
      await expect.poll(async () => round(await highlight.boundingBox()), { message: title }).toEqual(feature);
      if (index < 3) await tour.getByRole("button", { name: "Next" }).click();
    }
    // The plus of "New template" is drawn, not a font glyph that may be missing.
    expect(await tab.getByTestId("new-blank").locator("svg").count()).toBe(1);
    expect(await tab.getByTestId("new-blank").textContent()).not.toContain("＋");
    await tour.getByRole("button", { name: "Got it" }).click();
    expect(await tab.getByTestId("tour-highlight").count()).toBe(0);
    await fresh.close();
  });

  it("the designer opened from the dashboard shows no raw key, even when its translation file is slow; on a phone it says it needs a larger screen and shows the preview", async () => {
    // The first request of each language's designer texts answers after 2.5 s, past the 1.5 s the app
    // waits: it must give that request up and fetch the file again.
    const held = new Set<string>();
    await page.route("**/locales/*/designer.json", async (route) => {
      const url = route.request().url();
      if (held.has(url)) return route.continue();
      held.add(url);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue().catch(() => undefined); // the page has given this request up
    });
    for (const prefix of ["", "/nl"]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${stack.server.url}${prefix}/app/dashboard`);
      await waitForApp(page);
      // A client-side navigation: the designer's texts arrive after its first render.
      await page.locator(`a[href="${prefix}/app/designer/${templateId}"]`).first().click();
      await waitForDesigner(page);
      await expect.poll(() => page.getByTestId("announcer").textContent()).toBe(prefix ? "Niets geselecteerd" : "Nothing selected");
      expect(await findRawKeys(page)).toEqual([]);
    }
    expect([...held].map((url) => new URL(url).pathname).sort()).toEqual(["/locales/en/designer.json", "/locales/nl/designer.json"]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.server.url}/app/designer/${templateId}`);
    await waitForApp(page);
    await expect.poll(() => page.getByTestId("small-screen-notice").textContent()).toContain("The designer needs a larger screen");
    await page.getByTestId("preview-page").first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("preview-toggle").count()).toBe(0);
    expect(await page.getByRole("complementary").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
