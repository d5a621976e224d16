import { describe, expect, it } from "vitest";
import type { ConsoleMessage, Page } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { signedInContext } from "./support/designer";
import { useStack } from "./support/stack";

// What a visitor gets from typing an address or pressing reload (not from in-app navigation):
// a streamed, server-rendered page that hydrates under the page's Content-Security-Policy.
describe("full page loads", () => {
  const stack = useStack();

  /** Console errors and CSP violations of `page` from now on. */
  function watch(page: Page) {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error") errors.push(message.text());
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return { errors, violations };
  }

  it("no page's inline scripts are blocked by the Content-Security-Policy", async () => {
    const { server, browser } = stack;
    const context = await newVisitorContext(browser, server.url);
    const page = await context.newPage();
    // React reports what the policy refused through the DOM event as well as the console.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const seen = watch(page);
    for (const url of ["/", "/pricing", "/nl", "/auth/login"]) {
      await page.goto(`${server.url}${url}`);
      await waitForApp(page);
    }
    await signedInContext(context, server.url, "csp");
    await page.goto(`${server.url}/app/dashboard`);
    await waitForApp(page);
    expect(seen.violations).toEqual([]);
    await context.close();
  }, 120_000);

  it("the public site's pages load none of the API's schemas", async () => {
    // Every page loads the root route's code; through one import of the package's index, that once
    // brought every API schema (48 kB) to every visitor. A schema's OpenAPI name survives minifying.
    for (const url of ["/", "/pricing"]) {
      const html = await (await fetch(`${stack.server.url}${url}`)).text();
      const scripts = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(5);
      const bodies = await Promise.all(scripts.map(async (src) => (await fetch(`${stack.server.url}${src}`)).text()));
      expect(bodies.filter((body) => body.includes("ListWebhookEndpointsResponse"))).toEqual([]);
    }
  });

  it("a route chunk that fails on a full page load reloads the page once, and the reloaded page starts", async () => {
    const { server, browser } = stack;
    const context = await newVisitorContext(browser, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/pricing`);
    await waitForApp(page);
    const chunk = await page.evaluate(
      () =>
        (window as unknown as { __remixManifest: { routes: Record<string, { module: string }> } }).__remixManifest.routes[
          "routes/($lang)._site.pricing"
        ]!.module,
    );
    await page.close();

    // A new deployment's first moment: the route's chunk is gone once, then there again.
    const fresh = await context.newPage();
    const seen = watch(fresh);
    let refused = 0;
    await fresh.route(`${server.url}${chunk}`, (route) =>
      refused++ === 0 ? route.fulfill({ status: 404, body: "gone" }) : route.continue(),
    );
    // The reload comes before the broken page's load event, so count the page's document requests.
    let documents = 0;
    fresh.on("request", (request) => request.isNavigationRequest() && request.url() === `${server.url}/pricing` && documents++);
    // Not waiting for its load: the reload replaces the broken page before it has one.
    await fresh.goto(`${server.url}/pricing`, { waitUntil: "commit" });
    await expect.poll(() => documents).toBe(2);
    await waitForApp(fresh);
    expect(documents).toBe(2);
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(seen.errors.some((e) => e.startsWith("A part of the app failed to load"))).toBe(true);
    await context.close();
  }, 120_000);

  it("a member who is not an administrator gets 403 · Forbidden at /app/admin, in both languages", async () => {
    const { server, browser } = stack;
    const context = await browser.newContext();
    await signedInContext(context, server.url, "not-admin");
    const page = await context.newPage();
    for (const prefix of ["", "/nl"]) {
      const response = await page.goto(`${server.url}${prefix}/app/admin`);
      expect(response?.status()).toBe(403);
      expect(await page.getByTestId("status-message").textContent()).toBe("Forbidden");
      expect(await page.locator("h1").textContent()).toBe(
        prefix ? "Je hebt geen toegang tot deze pagina" : "You don't have access to this page",
      );
    }
    await context.close();
  }, 120_000);

  it("the API page counts one call as 1 call, in English and Dutch", async () => {
    const { server, browser } = stack;
    const context = await browser.newContext();
    const { token } = await signedInContext(context, server.url, "one-call");
    const auth = { Authorization: `Bearer ${token}` };
    const created = await context.request.post(`${server.url}/api/templates`, { data: { name: "One call" }, headers: auth });
    const id = (await created.json()).data.template.id as string;
    const apiKey = (await (await context.request.post(`${server.url}/api/apicalls/getToken`, { data: {}, headers: auth })).json()).data
      .apiKey as string;
    const generated = await context.request.post(`${server.url}/api/v1/generate/single/${id}`, {
      data: { data: {} },
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(generated.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${server.url}/app/api`);
    await waitForApp(page);
    await expect.poll(() => page.locator("body").textContent()).toContain("1 call in total · 1 document this month");
    await page.goto(`${server.url}/nl/app/api`);
    await waitForApp(page);
    await expect.poll(() => page.locator("body").textContent()).toContain("1 call in totaal · 1 document deze maand");
    await context.close();
  }, 120_000);
});
