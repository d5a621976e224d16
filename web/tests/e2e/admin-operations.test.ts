import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { signInAdministrator, signUpThroughApi } from "./support/accounts";
import { useStack } from "./support/stack";

// The admin area's operations in a real browser, in English and Dutch, signed in through ADMIN_EMAILS:
// the home's revenue, templates (engine preview, publish to and unpublish from the library customers
// see), API calls, form submissions (mark handled), surveys and a user's CRM record.
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const COPY = {
  en: {
    prefix: "",
    mrr: "Monthly recurring revenue",
    search: "Search",
    apply: "Apply",
    category: "Category",
    libraryName: "Name in the library",
    publish: "Publish to library",
    saved: "Saved.",
    unpublish: (name: string) => `Unpublish ${name}`,
    status: "Status",
    failed: "failed",
    kind: "Kind",
    suggestion: "Suggestion",
    markHandled: "Mark handled",
    reopen: "Open again",
    aggregate: "Answers of all",
    question: "What describes your role best?",
    crm: "CRM record",
    notFound: "Not found",
  },
  nl: {
    prefix: "/nl",
    mrr: "Maandelijks terugkerende omzet",
    search: "Zoeken",
    apply: "Toepassen",
    category: "Categorie",
    libraryName: "Naam in de bibliotheek",
    publish: "Publiceren in bibliotheek",
    saved: "Opgeslagen.",
    unpublish: (name: string) => `Publicatie van ${name} intrekken`,
    status: "Status",
    failed: "failed",
    kind: "Soort",
    suggestion: "Suggestie",
    markHandled: "Markeer als afgehandeld",
    reopen: "Heropenen",
    aggregate: "Antwoorden van alle",
    question: "Wat past het best bij je rol?",
    crm: "CRM-gegevens",
    notFound: "Niet gevonden",
  },
} as const;

describe("the admin area's operations in the browser", () => {
  const adminEmail = `ops-admin.${Date.now()}@example.com`;
  const stack = useStack({ env: { ADMIN_EMAILS: adminEmail } });

  let adminContext: BrowserContext | undefined;
  const admin = async () => (adminContext ??= await signInAdministrator(stack.browser, stack.server, adminEmail, "Ops Admin"));

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: home, templates (preview, publish, unpublish), API calls, form submissions, surveys, a user's CRM record`, async () => {
      const url = (p: string) => `${stack.server.url}${c.prefix}${p}`;
      const stamp = `${lang}${Date.now()}`;
      // A customer with a template, a failed API call, onboarding answers, a suggestion and a contact form.
      const customer = await newVisitorContext(stack.browser, stack.server.url);
      const email = `ops-customer.${stamp}@example.com`;
      const me = await signUpThroughApi(customer, stack.server, { name: `Customer ${lang}`, email });
      const auth = { Authorization: `Bearer ${me.token}` };
      const templateName = `Ops template ${stamp}`;
      const created = await customer.request.post(`${stack.server.url}/api/templates`, { data: { name: templateName }, headers: auth });
      const templateId = (await created.json()).data.template.id as string;
      const apiKey = (await (await customer.request.post(`${stack.server.url}/api/apicalls/getToken`, { data: {}, headers: auth })).json())
        .data.apiKey as string;
      // Data that is not an object is refused before rendering: a failed call of this template.
      const refused = await customer.request.post(`${stack.server.url}/api/v1/generate/single/${templateId}`, {
        data: { data: "not an object" },
        headers: { Authorization: `Bearer ${apiKey}` },
      });
      expect(refused.status()).toBe(422);
      expect(
        (
          await customer.request.post(`${stack.server.url}/api/forms/onboarding`, {
            data: { answers: { role: "developer", useCase: "invoices", volume: "lt100" } },
            headers: auth,
          })
        ).status(),
      ).toBe(200);
      expect(
        (
          await customer.request.post(`${stack.server.url}/api/forms/suggestion`, {
            data: { message: `Suggestion ${stamp}` },
            headers: auth,
          })
        ).status(),
      ).toBe(201);
      const contact = {
        firstName: "Ops",
        lastName: lang,
        email,
        company: `Company ${stamp}`,
        phone: "+31 20 555 0101",
        country: "NL",
        heardFrom: "search",
        message: "We want to generate our invoices from the ERP.",
      };
      expect(
        (
          await customer.request.post(`${stack.server.url}/api/forms/contact`, { data: contact, headers: { Origin: stack.server.url } })
        ).status(),
      ).toBe(201);

      const page: Page = await (await admin()).newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const open = async (p: string) => {
        await page.goto(url(p));
        await waitForApp(page);
      };

      await open("/app/admin");
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      await page.getByText(c.mrr).waitFor();

      // Templates: find the customer's, see the engine's preview, publish it to the library.
      await open("/app/admin/templates");
      await page.getByLabel(c.search).fill(stamp);
      await page.getByRole("button", { name: c.apply }).click();
      // The filtered list first: a link clicked while the search's navigation runs is overtaken by it.
      await page.waitForURL((u) => u.searchParams.get("query") === stamp);
      await waitForApp(page);
      await page.getByRole("link", { name: templateName }).click();
      await page.waitForURL(new RegExp(`/app/admin/templates/${templateId}$`));
      await waitForApp(page);
      await page.getByTestId("preview-page").first().waitFor();
      expect(await page.getByTestId("preview-page").first().locator("svg").count()).toBe(1);
      await page.getByLabel(c.libraryName).fill(`Library ${stamp}`);
      await page.getByLabel(c.category).fill("Invoices");
      await page.getByRole("button", { name: c.publish }).click();
      await page.getByRole("status").filter({ hasText: c.saved }).waitFor();
      // Another customer's dashboard lists it among the ready-made designs.
      const dashboard = await customer.newPage();
      await dashboard.goto(url("/app/dashboard"));
      await waitForApp(dashboard);
      await dashboard.getByText(`Library ${stamp}`).waitFor();
      await page.getByRole("button", { name: c.unpublish(`Library ${stamp}`) }).click();
      await page.getByRole("button", { name: c.unpublish(`Library ${stamp}`) }).waitFor({ state: "detached" });
      await dashboard.reload();
      await waitForApp(dashboard);
      expect(await dashboard.getByText(`Library ${stamp}`).count()).toBe(0);
      await dashboard.close();

      // API calls: the failed call, filtered by status.
      await open("/app/admin/api-calls");
      await page.getByLabel(c.status).selectOption("failed");
      await page.getByRole("button", { name: c.apply }).click();
      await page.waitForURL(/status=failed/);
      await page.getByRole("row").filter({ hasText: templateName }).filter({ hasText: "422" }).waitFor();

      // Form submissions: the suggestion, marked handled, then opened.
      await open("/app/admin/form-submissions");
      await page.getByLabel(c.kind).selectOption("suggestion");
      await page.getByRole("button", { name: c.apply }).click();
      await page.waitForURL(/kind=suggestion/);
      const row = page.getByRole("row").filter({ hasText: `Suggestion ${stamp}` });
      await row.getByRole("button", { name: c.markHandled }).click();
      await row.getByRole("button", { name: c.reopen }).waitFor();
      await row.getByRole("link").first().click();
      await page.waitForURL(/\/app\/admin\/form-submissions\/[0-9a-f-]{36}$/);
      await waitForApp(page);
      await page.getByText(`Suggestion ${stamp}`).waitFor();

      // Surveys: the aggregate and the customer's response.
      await open("/app/admin/surveys");
      await page.getByRole("heading", { name: new RegExp(c.aggregate) }).waitFor();
      await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
      await page.waitForURL(/\/app\/admin\/surveys\/[0-9a-f-]{36}$/);
      await waitForApp(page);
      expect(await page.getByText(c.question).count()).toBeGreaterThan(0);

      // The user's page: the CRM record the contact form filled.
      await open(`/app/admin/users/${me.userId}`);
      await page.getByRole("heading", { name: c.crm }).waitFor();
      expect(await page.getByTestId("crm-company").textContent()).toBe(`Company ${stamp}`);

      for (const p of [`/app/admin/templates/${UNKNOWN}`, `/app/admin/surveys/${UNKNOWN}`, `/app/admin/form-submissions/${UNKNOWN}`]) {
        const missing = await page.goto(url(p));
        expect(missing?.status(), p).toBe(404);
        await page.getByRole("heading", { name: c.notFound }).waitFor();
      }
      expect(errors).toEqual([]);
      await page.close();
      await customer.close();
    }, 180_000);
  }
});
