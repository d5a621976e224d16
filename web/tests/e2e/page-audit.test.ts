import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { PUBLIC_PAGES } from "~/features/site/public-pages";
import { networkQuiet, newVisitorContext, waitForApp } from "./support/browser";
import { signedInContext, waitForDesigner } from "./support/designer";
import { mailLink } from "./support/mail-links";
import { axeViolations, findRawKeys, horizontalOverflow } from "./support/page-audit";
import { useStack } from "./support/stack";

// Every page a visitor or customer meets, in English and Dutch, on a desktop and a 390 px phone:
// no horizontal scrolling, no untranslated key, and no WCAG 2 A/AA violation axe-core can find.
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const SITE = [
  ...PUBLIC_PAGES,
  "/blog/guides/generate-invoice-pdfs-from-json",
  "/auth/login",
  "/auth/signup",
  "/auth/forgot-password",
  "/does-not-exist",
];
const DUTCH: Record<string, string> = {
  "/blog/guides/generate-invoice-pdfs-from-json": "/blog/handleidingen/factuur-pdfs-genereren-uit-json",
};
const APP = [
  "/app/dashboard",
  "/app/api",
  "/app/help",
  "/app/settings",
  "/app/settings/team",
  "/app/settings/plan",
  "/app/settings/billing",
  "/app/settings/payment-details",
  "/app/settings/payment-methods",
  "/onboarding",
];
const ADMIN = [
  "/app/admin",
  "/app/admin/users",
  "/app/admin/templates",
  "/app/admin/api-calls",
  "/app/admin/form-submissions",
  "/app/admin/surveys",
  "/app/admin/posts",
  "/app/admin/posts/create",
  "/app/admin/authors",
  "/app/admin/authors/create",
  "/app/admin/invoices",
];
const ADMIN_EMAIL = "audit-admin@example.com";
const LONG_NAME = "Quarterly-customer-statement-with-every-detail-for-the-finance-department-of-Noordzee-Logistiek-Rotterdam-BV-2026";
const screenshots = path.join(tmpdir(), "paperjet-page-audit");

describe("page audit: layout, translations and accessibility of every page", () => {
  const stack = useStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  beforeAll(async () => {
    // /solutions/image-generation-api shows a live image made through a signed URL: it needs a render worker.
    mkdirSync(screenshots, { recursive: true });
  }, 300_000);

  /**
   * Loads `url` at the desktop size, then narrows the window to the phone's: the overflow (with a
   * screenshot when there is one) and raw keys at each, axe at the desktop size. The page is laid out
   * again for the phone (CSS media queries, and the components that follow them through matchMedia)
   * without a second load: a page's load is most of the file's time.
   */
  async function audit(page: Page, url: string, problems: string[], ready: (page: Page) => Promise<void> = waitForApp) {
    // A page that does not get ready is a listed problem, and the rest of its audit is skipped.
    const settled = (where: string) =>
      ready(page).then(
        () => true,
        (error: Error) => {
          problems.push(`${where}: did not load: ${error.message.split("\n")[0]}`);
          return false;
        },
      );
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`${stack.server.url}${url}`);
    for (const viewport of VIEWPORTS) {
      const where = `${url} at ${viewport.width} px`;
      if (viewport !== VIEWPORTS[0]) {
        await page.setViewportSize(viewport);
        // Two frames: React has committed what the resize's media-query listeners changed.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      if (!(await settled(where))) return;
      const { overflow, culprits } = await horizontalOverflow(page);
      if (overflow > 0) {
        // A full-page screenshot costs a second on a long page: taken only to show a problem.
        const file = path.join(screenshots, `${url.replace(/\W+/g, "_")}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        problems.push(`${where}: ${overflow} px wider than the viewport (${file}): ${culprits.join(", ")}`);
      }
      for (const key of await findRawKeys(page)) problems.push(`${where}: raw key ${key}`);
      if (viewport.width === 1440) for (const v of await axeViolations(page)) problems.push(`${where}: ${v}`);
    }
  }

  it.each(["", "/nl"])(
    "public pages in %s (English when empty)",
    async (prefix) => {
      const context = await newVisitorContext(stack.browser, stack.server.url);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of SITE) {
        const localized = prefix ? (DUTCH[route] ?? route) : route;
        // The 404 page is the root's error boundary, which does not mark the document hydrated.
        const ready = route === "/does-not-exist" ? networkQuiet : undefined;
        await audit(page, prefix && localized === "/" ? prefix : `${prefix}${localized}`, problems, ready);
      }
      await context.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it.each(["", "/nl"])(
    "app pages and the designer in %s (English when empty)",
    async (prefix) => {
      const context: BrowserContext = await stack.browser.newContext();
      const { token } = await signedInContext(context, stack.server.url, `audit${prefix.slice(1)}`);
      const created = await context.request.post(`${stack.server.url}/api/templates`, {
        data: { name: LONG_NAME },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(created.status()).toBe(201);
      const id = (await created.json()).data.template.id as string;
      const page = await context.newPage();
      const problems: string[] = [];
      for (const route of APP) await audit(page, `${prefix}${route}`, problems);
      await audit(page, `${prefix}/app/designer/${id}`, problems, async (p) => {
        await waitForApp(p);
        if ((p.viewportSize()?.width ?? 0) >= 1024) await waitForDesigner(p);
      });
      await context.close();
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it("admin pages in English and Dutch", async () => {
    const context = await newVisitorContext(stack.browser, stack.server.url);
    const registered = await context.request.post(`${stack.server.url}/api/auth/register`, {
      data: { name: "Audit Admin", email: ADMIN_EMAIL, password: "long enough password" },
    });
    expect(registered.status()).toBe(201);
    // ADMIN_EMAILS makes an administrator of a verified address only: open the sign-up mail's link.
    expect((await context.request.get(await mailLink(stack.server, ADMIN_EMAIL))).status()).toBe(200);
    const page = await context.newPage();
    const problems: string[] = [];
    for (const prefix of ["", "/nl"]) for (const route of ADMIN) await audit(page, `${prefix}${route}`, problems);
    await context.close();
    expect(problems).toEqual([]);
  }, 600_000);
});
