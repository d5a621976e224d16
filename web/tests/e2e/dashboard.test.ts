import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { partOfDay } from "~/features/dashboard/part-of-day";
import { signedInContext } from "./support/designer";
import { useStack } from "./support/stack";

// The dashboard's interactive parts in a real browser: tour, suggestion dialog, template actions, search, code snippets.
describe("dashboard in the browser", () => {
  let page: Page;
  const errors: string[] = [];

  const stack = useStack();
  beforeAll(async () => {
    const context = await newVisitorContext(stack.browser, stack.server.url);
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${stack.server.url}/auth/signup`);
    await waitForApp(page);
    await page.getByLabel("Your name").fill("Tour Taker");
    await page.getByLabel("Work e-mail").fill(`tour.${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("a long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(/\/onboarding$/);
    await waitForApp(page);
    await page.getByRole("button", { name: "Skip for now" }).click();
    await page.waitForURL(/\/app\/dashboard$/);
    await waitForApp(page);
  }, 300_000);

  it("shows the tour once, with next, back and close", async () => {
    const tour = page.getByTestId("dashboard-tour");
    await expect.poll(() => tour.textContent()).toContain("Step 1 of 4");
    await tour.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => tour.textContent()).toContain("Step 2 of 4");
    await tour.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => tour.textContent()).toContain("Step 1 of 4");
    // Closing records "seen" with a POST; reload only after it is answered (the page is already
    // network-idle before the POST starts, so waiting for that state would not wait for it).
    const recorded = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/app/dashboard"),
    );
    await tour.getByRole("button", { name: "Close tour" }).click();
    expect(await tour.count()).toBe(0);
    expect((await recorded).ok()).toBe(true);
    await page.reload();
    await page.getByTestId("greeting").waitFor();
    expect(await page.getByTestId("dashboard-tour").count()).toBe(0);
  });

  it("every card's thumbnail appears on a full page load, without a console error while it renders; names are whole at 1366 px", async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const { token } = await signedInContext(context, stack.server.url, "thumbnails");
    for (let i = 0; i < 4; i++) {
      const created = await context.request.post(`${stack.server.url}/api/templates`, {
        data: { name: `Thumbnail ${i}` },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(created.status()).toBe(201);
    }
    const cards = await context.newPage();
    const consoleErrors: string[] = [];
    cards.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    // Twice: the first load waits for the renders (202 without an error), the second gets every PNG before hydration.
    for (let load = 0; load < 2; load++) {
      await cards.goto(`${stack.server.url}/app/dashboard`);
      await cards.getByTestId("greeting").waitFor();
      const thumbnails = cards.locator('[data-testid="template-thumbnail"]');
      await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(4);
      await expect
        .poll(
          () =>
            thumbnails.evaluateAll((images) =>
              images.every((img) => (img as HTMLImageElement).naturalWidth > 0 && !img.classList.contains("opacity-0")),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    expect(consoleErrors).toEqual([]);
    // A short name is shown whole on a laptop's width, not cut to its first letters.
    const cut = await cards
      .getByTestId("template-name")
      .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent));
    expect(cut).toEqual([]);
    await context.close();
  }, 120_000);

  it("suggestion dialog: thank-you, a visible countdown in seconds, then it closes", async () => {
    await page.getByRole("button", { name: "Suggest a feature" }).click();
    const dialog = page.getByTestId("suggestion-dialog");
    await dialog.getByLabel("Your idea").fill("Barcode elements, please");
    await dialog.getByRole("button", { name: "Send suggestion" }).click();
    await expect.poll(() => dialog.textContent()).toContain("Thank you!");
    const first = await page.getByTestId("suggestion-countdown").textContent();
    expect(first).toMatch(/closes in [45] seconds/);
    await expect.poll(() => page.getByTestId("suggestion-countdown").textContent(), { timeout: 3000 }).toMatch(/closes in [1-3] seconds?/);
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open), { timeout: 8000 }).toBe(false);
  });

  it("creates, renames, duplicates, searches and deletes (with confirmation) templates", async () => {
    const names = () => page.getByTestId("template-name").allTextContents();
    await page.getByTestId("new-blank").click();
    await page.getByTestId("create-template-dialog").getByRole("textbox").fill("Quote");
    await page.getByRole("button", { name: "Create template" }).click();
    // A new template opens in the designer.
    await page.waitForURL(/\/app\/designer\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId("template-name").inputValue()).toBe("Quote");
    await page.goto(`${stack.server.url}/app/dashboard`);
    await expect.poll(names).toEqual(["Quote"]);
    await expect.poll(() => page.getByTestId("stat-templates").textContent()).toContain("1");

    const card = page.getByTestId("template-card").filter({ hasText: "Quote" });
    await card.getByRole("button", { name: "Rename" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename template" });
    await renameDialog.getByRole("textbox").fill("Quote 2026");
    await renameDialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(names).toEqual(["Quote 2026"]);

    // Duplicate and delete sit in the card's "more actions" dropdown.
    await page.getByTestId("template-card").first().getByRole("button", { name: "More actions for Quote 2026" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect.poll(async () => (await names()).sort()).toEqual(["Copy of Quote 2026", "Quote 2026"]);

    await page.getByLabel("Search your templates").fill("copy");
    await page.getByLabel("Search your templates").press("Enter");
    await expect.poll(() => page.getByTestId("search-count").textContent()).toContain("1 template found for “copy”");
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect.poll(async () => (await names()).length).toBe(2);

    const copy = page.getByTestId("template-card").filter({ hasText: "Copy of Quote 2026" });
    await copy.getByRole("button", { name: "More actions for Copy of Quote 2026" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete “Copy of Quote 2026”?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await names()).toContain("Copy of Quote 2026");
    await copy.getByRole("button", { name: "More actions for Copy of Quote 2026" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete template" }).click();
    await expect.poll(names).toEqual(["Quote 2026"]);
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("was deleted");
  });

  it("shows the integration code of a template in curl, Node, Python and PHP", async () => {
    await page.goto(`${stack.server.url}/app/api`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Show code" }).click();
    const modal = page.getByTestId("snippet-modal");
    await expect.poll(() => modal.getByTestId("snippet-code").textContent()).toContain("curl -X POST");
    expect(await modal.getByTestId("snippet-code").textContent()).toContain(`${stack.server.url}/api/v1/generate/single/`);
    for (const [tab, marker] of [
      ["Node.js", "await fetch("],
      ["Python", "requests.post("],
      ["PHP", "curl_init("],
    ] as const) {
      await modal.getByRole("tab", { name: tab }).click();
      await expect.poll(() => modal.getByTestId("snippet-code").textContent()).toContain(marker);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => modal.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("greets by the visitor's own clock, not the server's", async () => {
    // A local hour in another part of the day than Amsterdam's now, so the server's greeting is wrong.
    const [hour, greeting] =
      partOfDay(new Date(), "Europe/Amsterdam") === "morning" ? [20, "Good evening, Tour"] : [9, "Good morning, Tour"];
    const context = await stack.browser.newContext({ storageState: await page.context().storageState(), timezoneId: "Asia/Tokyo" });
    await context.clock.setFixedTime(new Date(Date.UTC(2026, 10, 30, hour - 9)));
    const tokyo = await context.newPage();
    await tokyo.goto(`${stack.server.url}/app/dashboard`);
    await waitForApp(tokyo);
    await expect.poll(() => tokyo.getByTestId("greeting").textContent()).toBe(greeting);
    await context.close();
  });
});
