import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as bookDemo from "~/routes/api.forms.book-a-demo";
import * as contact from "~/routes/api.forms.contact";
import * as newsletter from "~/routes/api.forms.newsletter";
import { getDb } from "~/utils/db.server";
import { FORM_RATE_LIMIT } from "./handle-form-post.server";
import { isoDay, weekdayFrom } from "./form-schemas";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { mailSent } from "~/features/mail/send-mail.server";

// The operator reads Dutch here; visitors write in either language.
process.env.OPERATOR_EMAIL = "sales@paperjet.example";
process.env.OPERATOR_LOCALE = "nl";
useTestApp();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  inbox.use();
});
afterAll(async () => {
  await mailSent();
  await inbox.close();
});
/** The operator's notification about the submission from `email`. */
async function notification(email: string) {
  await mailSent();
  const found = inbox.inbox("sales@paperjet.example").filter((mail) => mail.subject?.endsWith(email));
  expect(found).toHaveLength(1);
  return found[0]!;
}

let visitor = 0;
/** Each test is its own visitor, so the shared per-address rate limit never couples tests. */
function post(
  route: { action: unknown },
  path: string,
  json: unknown,
  options: { acceptLanguage?: string; ip?: string; origin?: string } = {},
) {
  const client = new RouteClient({ acceptLanguage: options.acceptLanguage });
  // What web/server.mjs puts on every request; each test visitor gets its own address.
  const headers: Record<string, string> = {
    [CLIENT_ADDRESS_HEADER]: options.ip ?? `10.${process.pid % 250}.${Date.now() % 250}.${++visitor % 250}`,
  };
  if (options.origin) headers.Origin = options.origin;
  return client.call(route.action as never, client.request(path, { json, headers }));
}

const validContact = () => ({
  firstName: "Femke",
  lastName: "de Graaf",
  email: uniqueEmail("contact"),
  company: "Graaf Logistiek",
  phone: "+31 30 123 4567",
  country: "NL",
  heardFrom: "search",
  message: "We send 4,000 shipping labels a month and want to generate them from our WMS.",
});

describe("POST /api/forms/contact", () => {
  it("stores a valid message and answers 201", async () => {
    const body = validContact();
    const response = await post(contact, "/api/forms/contact", body);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const row = await (
      await getDb()
    )
      .selectFrom("form_submissions")
      .selectAll()
      .where("id", "=", data.submission.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "contact", email: body.email, locale: "en" });
    expect(row.data).toMatchObject({ firstName: "Femke", country: "NL", message: body.message });

    const mail = await notification(body.email);
    expect(mail.subject).toBe(`Contactformulier: een bericht van ${body.email}`);
    expect(mail.replyTo!.value).toEqual([{ address: body.email, name: "" }]);
    expect(mail.text).toContain(`Voornaam: Femke\nAchternaam: de Graaf\nE-mail: ${body.email}`);
    expect(mail.text).toContain(`Bericht: ${body.message}`);
    expect(mail.html).toContain("Graaf Logistiek");
  });

  it("refuses missing fields, a bad e-mail and a 501-character message with the product's wording, in English and Dutch", async () => {
    const empty = await post(contact, "/api/forms/contact", {});
    expect(empty.status).toBe(422);
    expect(empty.headers.get("Content-Type")).toMatch(/application\/problem\+json/);
    expect((await empty.json()).errors).toEqual({
      firstName: ["First name is a required field."],
      lastName: ["Last name is a required field."],
      email: ["Email is a required field."],
      message: ["Message is a required field."],
    });

    const bad = await post(contact, "/api/forms/contact", { ...validContact(), email: "femke@", message: "x".repeat(501) });
    expect((await bad.json()).errors).toEqual({
      email: ["Please enter a valid e-mail"],
      message: ["This field can have at most 500 characters"],
    });
    const exactly500 = await post(contact, "/api/forms/contact", { ...validContact(), message: "y".repeat(500) });
    expect(exactly500.status).toBe(201);

    const short = await post(contact, "/api/forms/contact", { ...validContact(), message: "Hi", phone: "123" });
    expect((await short.json()).errors).toEqual({
      message: ["This field must have a minium length of 10"],
      phone: ["This field must have a minium length of 6"],
    });

    const dutch = await post(contact, "/api/forms/contact", { locale: "nl", email: "nope" });
    expect((await dutch.json()).errors).toMatchObject({
      firstName: ["Voornaam is een verplicht veld."],
      email: ["Vul een geldig e-mailadres in"],
    });
    const byHeader = await post(contact, "/api/forms/contact", {}, { acceptLanguage: "nl-NL,nl;q=0.9" });
    expect((await byHeader.json()).errors.lastName).toEqual(["Achternaam is een verplicht veld."]);
  });

  it("answers a filled-in honeypot like a success but stores nothing and mails no one", async () => {
    const body = { ...validContact(), website: "http://spam.example" };
    const response = await post(contact, "/api/forms/contact", body);
    expect(response.status).toBe(201);
    const rows = await (await getDb()).selectFrom("form_submissions").select("id").where("email", "=", body.email).execute();
    expect(rows).toHaveLength(0);
    await mailSent();
    expect(inbox.messages.filter((mail) => mail.subject?.endsWith(body.email))).toEqual([]);
  });

  it("rate-limits one address with 429 and Retry-After, without affecting others", async () => {
    const ip = `198.51.100.${process.pid % 250}`;
    for (let i = 0; i < FORM_RATE_LIMIT.limit; i++)
      expect((await post(contact, "/api/forms/contact", validContact(), { ip })).status).toBe(201);
    const limited = await post(contact, "/api/forms/contact", validContact(), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(contact, "/api/forms/contact", validContact())).status).toBe(201);
  });

  it("refuses cross-site posts", async () => {
    const response = await post(contact, "/api/forms/contact", validContact(), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("POST /api/forms/book-a-demo", () => {
  const validDemo = () => ({
    firstName: "Joris",
    lastName: "Smit",
    email: uniqueEmail("demo"),
    companyName: "Smit Verzekeringen",
    phone: "+31 20 555 0101",
    industry: "finance",
    jobTitle: "Head of IT",
    preferredDate: weekdayFrom(new Date(), 7),
  });

  it("stores a valid request", async () => {
    const body = validDemo();
    const response = await post(bookDemo, "/api/forms/book-a-demo", { ...body, locale: "nl" });
    expect(response.status).toBe(201);
    const row = await (await getDb()).selectFrom("form_submissions").selectAll().where("email", "=", body.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: "book_a_demo", locale: "nl" });
    expect(row.data).toMatchObject({ companyName: "Smit Verzekeringen", preferredDate: body.preferredDate, industry: "finance" });
    const mail = await notification(body.email);
    expect(mail.subject).toBe(`Demo-aanvraag van ${body.email}`);
    expect(mail.text).toContain(`Gewenste demodatum: ${body.preferredDate}`);
  });

  it("checks required fields, the e-mail, the industry and the date window", async () => {
    const empty = await (await post(bookDemo, "/api/forms/book-a-demo", {})).json();
    expect(empty.errors).toEqual({
      firstName: ["First name is a required field."],
      lastName: ["Last name is a required field."],
      email: ["Email is a required field."],
      companyName: ["Company name is a required field."],
      jobTitle: ["Job title is a required field."],
      preferredDate: ["Preferred demo date is a required field."],
    });
    const wrong = await (
      await post(bookDemo, "/api/forms/book-a-demo", { ...validDemo(), email: "a@b", industry: "mining", preferredDate: "2020-01-01" })
    ).json();
    expect(wrong.errors).toEqual({
      email: ["Please enter a valid e-mail"],
      industry: ["Please choose one of the options"],
      preferredDate: ["Please choose today or a later date"],
    });
    const far = await (await post(bookDemo, "/api/forms/book-a-demo", { ...validDemo(), preferredDate: isoDay(new Date(), 400) })).json();
    expect(far.errors).toEqual({ preferredDate: ["Please choose a date within the next 6 months"] });
    const invalid = await (
      await post(bookDemo, "/api/forms/book-a-demo", { ...validDemo(), preferredDate: "2026-02-30", locale: "nl" })
    ).json();
    expect(invalid.errors).toEqual({ preferredDate: ["Vul een geldige datum in"] });
    // The form says Monday to Friday (issue 23.8: a Saturday was confirmed).
    const saturdayOffset = [7, 8, 9, 10, 11, 12, 13].find(
      (offset) => new Date(`${isoDay(new Date(), offset)}T00:00:00Z`).getUTCDay() === 6,
    )!;
    for (const [locale, message] of [
      ["en", "Demos take place Monday to Friday: please choose a weekday"],
      ["nl", "Demo's vinden plaats van maandag tot en met vrijdag: kies een werkdag"],
    ]) {
      const saturday = await post(bookDemo, "/api/forms/book-a-demo", {
        ...validDemo(),
        preferredDate: isoDay(new Date(), saturdayOffset),
        locale,
      });
      expect(saturday.status).toBe(422);
      expect((await saturday.json()).errors).toEqual({ preferredDate: [message] });
    }
  });
});

describe("POST /api/forms/newsletter", () => {
  it("subscribes once per address, case-insensitively, and logs each submission", async () => {
    const email = uniqueEmail("news");
    expect((await post(newsletter, "/api/forms/newsletter", { email })).status).toBe(201);
    expect((await post(newsletter, "/api/forms/newsletter", { email: email.toUpperCase(), locale: "nl" })).status).toBe(201);
    const db = await getDb();
    const subscribers = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "ilike", email).execute();
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0].locale).toBe("nl");
    const submissions = await db.selectFrom("form_submissions").select("kind").where("email", "ilike", email).execute();
    expect(submissions.map((s) => s.kind)).toEqual(["newsletter", "newsletter"]);
  });

  it("refuses an empty or invalid address", async () => {
    expect((await (await post(newsletter, "/api/forms/newsletter", {})).json()).errors).toEqual({ email: ["Email is a required field."] });
    expect((await (await post(newsletter, "/api/forms/newsletter", { email: "not-an-address" })).json()).errors).toEqual({
      email: ["Please enter a valid e-mail"],
    });
  });
});
