import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { weekdayFrom } from "~/features/forms/form-schemas";
import { newVisitorContext, waitForApp } from "./support/browser";
import { prepareSiteDatabase } from "./support/site-database";
import { useStack } from "./support/stack";

// Each public form in both languages: the exact validation messages next to the fields, the
// 500-character limit, and a real submission that ends in its final state and is stored.

const WORDS = {
  en: {
    prefix: "",
    required: (field: string) => `${field} is a required field.`,
    email: "Please enter a valid e-mail",
    max500: "This field can have at most 500 characters",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      message: "Message",
      companyName: "Company name",
      jobTitle: "Job title",
      preferredDate: "Preferred demo date",
    },
    completed: "Thank you, Anouk!",
    thankYou: "Thank you for booking a demo!",
    subscribed: "Subscribed",
  },
  nl: {
    prefix: "/nl",
    required: (field: string) => `${field} is een verplicht veld.`,
    email: "Vul een geldig e-mailadres in",
    max500: "Dit veld mag maximaal 500 tekens bevatten",
    fields: {
      firstName: "Voornaam",
      lastName: "Achternaam",
      email: "E-mail",
      message: "Bericht",
      companyName: "Bedrijfsnaam",
      jobTitle: "Functie",
      preferredDate: "Gewenste demodatum",
    },
    completed: "Bedankt, Anouk!",
    thankYou: "Bedankt voor je demoaanvraag!",
    subscribed: "Aangemeld",
  },
} as const;

describe("public forms in the browser", () => {
  let database: Awaited<ReturnType<typeof prepareSiteDatabase>>;
  let context: BrowserContext;
  const stored: { kind: string; email: string; locale: string }[] = [];

  beforeAll(async () => {
    database = await prepareSiteDatabase();
  });
  afterAll(async () => {
    database?.remove();
  });
  const stack = useStack(() => ({ env: { PGLITE_DIR: database.dir } }));
  beforeAll(async () => {
    context = await newVisitorContext(stack.browser, stack.server.url);
  });

  async function open(path: string) {
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/forms/")) posts.push(request.url());
    });
    await page.goto(`${stack.server.url}${path}`);
    // A click before hydration would submit the form natively, without the client-side checks under test.
    await waitForApp(page);
    return { page, posts };
  }

  const fieldError = (page: Page, scope: string, name: string) => page.locator(`${scope} [data-field-error="${name}"]`);

  for (const locale of ["en", "nl"] as const) {
    const w = WORDS[locale];

    it(`contact (${locale}): required fields, e-mail, 500 characters, then completed and stored`, async () => {
      const { page, posts } = await open(`${w.prefix}/contact`);
      const form = "form[aria-labelledby=contact-form-title]";
      await page.click(`${form} button[type=submit]`);
      for (const name of ["firstName", "lastName", "email", "message"] as const) {
        await expect.poll(() => fieldError(page, form, name).textContent()).toBe(w.required(w.fields[name]));
      }
      expect(await page.locator(`${form} [data-field-error]`).count()).toBe(4);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
      // The error sits next to its field and is announced with it.
      const describedBy = await page.locator(`${form} [name=email]`).getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(w.required(w.fields.email));

      await page.fill(`${form} [name=firstName]`, "Anouk");
      await page.fill(`${form} [name=lastName]`, "Jansen");
      await page.fill(`${form} [name=email]`, "anouk@");
      await page.fill(`${form} [name=message]`, "x".repeat(501));
      await page.click(`${form} button[type=submit]`);
      await expect.poll(() => fieldError(page, form, "email").textContent()).toBe(w.email);
      expect(await fieldError(page, form, "message").textContent()).toBe(w.max500);
      expect(await fieldError(page, form, "firstName").count()).toBe(0);
      expect(posts).toEqual([]);

      const email = `anouk.${locale}.${Date.now()}@example.com`;
      await page.fill(`${form} [name=email]`, email);
      await page.fill(`${form} [name=message]`, "We would like to generate 2,000 invoices a month from our ERP.");
      await page.selectOption(`${form} [name=country]`, "NL");
      await page.selectOption(`${form} [name=heardFrom]`, "recommendation");
      await page.click(`${form} button[type=submit]`);
      await page.waitForSelector("[data-state=completed]");
      expect(await page.locator("[data-state=completed] h2").textContent()).toBe(w.completed);
      expect(posts).toHaveLength(1);
      stored.push({ kind: "contact", email, locale });
      await page.close();
    });

    it(`book a demo (${locale}): required fields and e-mail, then the thank-you state, stored`, async () => {
      const { page, posts } = await open(`${w.prefix}/book-a-demo`);
      const form = "form[aria-labelledby=demo-form-title]";
      expect(await page.locator("header nav[aria-label]").count()).toBe(0);
      await page.click(`${form} button[type=submit]`);
      for (const name of ["firstName", "lastName", "email", "companyName", "jobTitle", "preferredDate"] as const) {
        await expect.poll(() => fieldError(page, form, name).textContent()).toBe(w.required(w.fields[name]));
      }
      await page.fill(`${form} [name=email]`, "not-an-address");
      await page.click(`${form} button[type=submit]`);
      await expect.poll(() => fieldError(page, form, "email").textContent()).toBe(w.email);
      expect(posts).toEqual([]);

      const email = `joost.${locale}.${Date.now()}@example.com`;
      await page.fill(`${form} [name=firstName]`, "Joost");
      await page.fill(`${form} [name=lastName]`, "de Boer");
      await page.fill(`${form} [name=email]`, email);
      await page.fill(`${form} [name=companyName]`, "De Boer Logistiek");
      await page.fill(`${form} [name=jobTitle]`, "CTO");
      await page.selectOption(`${form} [name=industry]`, "logistics");
      await page.fill(`${form} [name=preferredDate]`, weekdayFrom(new Date(), 10));
      await page.click(`${form} button[type=submit]`);
      await page.waitForSelector("[data-state=thank-you]");
      expect(await page.locator("[data-state=thank-you] h2").textContent()).toBe(w.thankYou);
      expect(posts).toHaveLength(1);
      stored.push({ kind: "book_a_demo", email, locale });
      await page.close();
    });

    it(`newsletter (${locale}): required and e-mail messages, then subscribed, stored`, async () => {
      const { page, posts } = await open(`${w.prefix}/pricing`);
      const form = "footer form";
      await page.click(`${form} button[type=submit]`);
      await expect.poll(() => fieldError(page, form, "email").textContent()).toBe(w.required(w.fields.email));
      await page.fill(`${form} [name=email]`, "still wrong");
      await page.click(`${form} button[type=submit]`);
      await expect.poll(() => fieldError(page, form, "email").textContent()).toBe(w.email);
      expect(posts).toEqual([]);
      const email = `news.${locale}.${Date.now()}@example.com`;
      await page.fill(`${form} [name=email]`, email);
      await page.click(`${form} button[type=submit]`);
      await page.waitForSelector("[data-state=subscribed]");
      expect(await page.locator("[data-state=subscribed]").textContent()).toContain(w.subscribed);
      stored.push({ kind: "newsletter", email, locale });
      await page.close();
    });
  }

  it("shows 'Something went wrong. Please try again later.' when the contact API fails", async () => {
    const { page } = await open("/contact");
    await page.route("**/api/forms/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/problem+json", body: "{}" }),
    );
    const form = "form[aria-labelledby=contact-form-title]";
    await page.fill(`${form} [name=firstName]`, "Anouk");
    await page.fill(`${form} [name=lastName]`, "Jansen");
    await page.fill(`${form} [name=email]`, "anouk@example.com");
    await page.fill(`${form} [name=message]`, "A message that is long enough.");
    await page.click(`${form} button[type=submit]`);
    await expect.poll(() => page.locator(`${form} [role=alert]`).textContent()).toBe("Something went wrong. Please try again later.");
    await page.close();
  });

  it("stored every submission, with its language, for the admin area", async () => {
    expect(stored).toHaveLength(6);
    await stack.server.stop();
    const rows = await database.read((db) => db.selectFrom("form_submissions").select(["kind", "email", "locale", "data"]).execute());
    for (const expected of stored) expect(rows, expected.email).toContainEqual(expect.objectContaining(expected));
    const contact = rows.find((r) => r.kind === "contact" && r.locale === "nl")!;
    expect(contact.data).toMatchObject({ firstName: "Anouk", lastName: "Jansen", country: "NL", heardFrom: "recommendation" });
    const subscribers = await database.read((db) => db.selectFrom("newsletter_subscribers").select(["email", "locale"]).execute());
    expect(subscribers).toEqual(
      expect.arrayContaining(stored.filter((s) => s.kind === "newsletter").map(({ email, locale }) => ({ email, locale }))),
    );
  });
});
