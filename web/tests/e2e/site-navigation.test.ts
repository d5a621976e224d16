import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { useStack } from "./support/stack";

// The public site's chrome and interactive pages: top bar (visitor and signed-in), language
// switch, keyboard menus, the mobile menu, the pricing switch and the template renderer.

describe("public site navigation", () => {
  const stack = useStack();

  function visitor(viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
    return newVisitorContext(stack.browser, stack.server.url, { viewport });
  }

  it("offers sign in and the free trial to visitors, in the page's language", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/nl/pricing`);
    await waitForApp(page);
    const topbar = page.locator("header").first();
    expect(await topbar.getByRole("link", { name: "Inloggen" }).getAttribute("href")).toBe("/nl/auth/login");
    expect(await topbar.getByRole("link", { name: "Gratis proberen" }).getAttribute("href")).toBe("/nl/auth/signup");
    await context.close();
  });

  it("switches language to the same page, and to the translated article on the blog", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/pricing`);
    await waitForApp(page);
    await page.locator("header").first().getByRole("link", { name: "Nederlands" }).click();
    await page.waitForURL(`${stack.server.url}/nl/pricing`);
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    expect(await page.locator("h1").textContent()).toBe("Eenvoudige prijzen die meegroeien met je volume");

    await page.goto(`${stack.server.url}/nl/blog/tabellen-over-meerdere-paginas`);
    await waitForApp(page);
    await page.locator("header").first().getByRole("link", { name: "English" }).click();
    await page.waitForURL(`${stack.server.url}/blog/tables-that-span-pages`);
    expect(await page.locator("h1").textContent()).toBe("Page breaks without pain: tables that span several pages");
    // Related posts and the author are shown with the article.
    expect(await page.getByRole("heading", { name: "Related articles" }).isVisible()).toBe(true);
    expect(await page.getByText("About the author").isVisible()).toBe(true);
    await context.close();
  });

  it("opens the solutions menu with the keyboard and closes it with Escape, returning focus", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/`);
    await waitForApp(page);
    const button = page.locator("header").first().getByRole("button", { name: "Solutions" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const link = page.getByTestId("menu-solutions-panel").getByRole("menuitem", { name: /PDF generation API/ });
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("PDF generation API");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Solutions");
    await context.close();
  });

  it("has a working mobile menu", async () => {
    const context = await visitor({ width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/`);
    await waitForApp(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#site-mobile-menu").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${stack.server.url}/pricing`);
    await expect.poll(() => page.locator("#site-mobile-menu").count()).toBe(0);
    await context.close();
  });

  it("switches pricing between monthly and annual billing, and links the plans to sign-up", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/nl/pricing`);
    await waitForApp(page);
    const basic = page.locator("article", { has: page.locator("#plan-basic") });
    expect(await basic.locator("[data-plan-price=basic]").textContent()).toMatch(/^€\s29(?!\d)/);
    await page.locator("fieldset label", { hasText: "Jaarlijks" }).click();
    expect(await page.getByRole("radio", { name: /Jaarlijks/ }).isChecked()).toBe(true);
    expect(await basic.locator("[data-plan-price=basic]").textContent()).toMatch(/^€\s26(?!\d)/);
    expect(await basic.getByText("jaarlijks gefactureerd (€ 312 per jaar)").isVisible()).toBe(true);
    expect(await basic.getByRole("link").getAttribute("href")).toBe("/nl/auth/signup?plan=basic&billing=annually");
    expect(
      await page
        .locator("article", { has: page.locator("#plan-free") })
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/nl/auth/signup?plan=free");
    expect(
      await page
        .locator("article", { has: page.locator("#plan-enterprise") })
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/nl/contact");
    // Its promises hold in the product: this server invoices by bank transfer (no card, no SEPA), the
    // designer SDK comes with every plan, and a downgrade waits for the end of the paid period.
    const copy = (await page.locator("main").textContent()) ?? "";
    expect(copy).toContain("Betalen per bankoverschrijving op factuur");
    expect(copy).not.toMatch(/SEPA|met creditcard/i);
    expect(copy).toContain("Elk abonnement bevat de designer, de inbouwbare designer-SDK");
    expect(await page.locator("article", { has: page.locator("#plan-enterprise") }).textContent()).not.toContain("SDK");
    expect(copy).toContain("gaat in als de betaalde periode afloopt");
    await context.close();
  });

  it("shows the signed-in user's menu (dashboard, profile, settings) and logs out", async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto(`${stack.server.url}/`);
    await waitForApp(page);
    const status = await page.evaluate(async () => {
      const response = await fetch("/api/auth/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Iris Bos", email: `iris.${Date.now()}@example.com`, password: "long enough" }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await page.goto(`${stack.server.url}/about-us`);
    await waitForApp(page);
    const topbar = page.locator("header").first();
    expect(await topbar.getByRole("link", { name: "Sign in" }).count()).toBe(0);
    await topbar.getByRole("button", { name: "Account menu for Iris Bos" }).click();
    const menu = page.getByTestId("site-account-menu-panel");
    expect(await menu.getByRole("menuitem").allTextContents()).toEqual(["Dashboard", "Profile", "Settings", "Log out"]);
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL(`${stack.server.url}/`);
    await waitForApp(page);
    expect(await page.locator("header").first().getByRole("link", { name: "Sign in" }).isVisible()).toBe(true);
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
    expect(me).toBe(401);
    await context.close();
  });

  it("renders a template and data from the query through the shared engine, and reports bad input", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const template = {
      schemaVersion: 1,
      name: "Badge",
      pages: [
        {
          size: { width: 90, height: 55 },
          orientation: "portrait",
          margin: { top: 5, right: 5, bottom: 5, left: 5 },
          elements: [
            {
              id: "name",
              type: "text",
              x: 5,
              y: 10,
              width: 80,
              height: 12,
              text: "Hello {{ person.name }}",
              style: { fontFamily: "Inter", fontSize: 14 },
            },
          ],
        },
      ],
      bindings: [{ key: "person.name", label: "Name", type: "text", example: "Example" }],
    };
    const query = new URLSearchParams({ template: JSON.stringify(template), data: JSON.stringify({ person: { name: "Femke" } }) });
    await page.goto(`${stack.server.url}/internals/renderer?${query}`);
    await waitForApp(page);
    await page.waitForSelector("[data-testid=rendered-page] svg");
    expect(await page.locator("[data-testid=rendered-page]").count()).toBe(1);
    expect(await page.locator("[data-testid=rendered-page] svg").textContent()).toContain("Hello Femke");
    expect(await page.locator("header nav").count()).toBe(0);
    expect(await page.locator("footer").count()).toBe(0);

    await page.fill("#renderer-data", "{ not json");
    await page.getByRole("button", { name: "Render" }).click();
    await page.waitForSelector("[data-testid=renderer-error]");
    expect(await page.locator("[data-testid=renderer-error]").textContent()).toMatch(/^Not valid JSON: /);
    await context.close();
  });
});
