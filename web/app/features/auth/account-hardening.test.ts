import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { linkIn, startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as login from "~/routes/api.auth.login";
import * as me from "~/routes/api.auth.me";
import * as usersUpdate from "~/routes/api.users.update";
import * as verifyEmail from "~/routes/api.auth.verify-email";
import * as resend from "~/routes/api.auth.verify-email.resend";
import * as verifyPage from "~/routes/($lang).auth.verify-email.$token";
import * as adminStats from "~/routes/api.admin.dashboard.statistics";
import * as signupPage from "~/routes/($lang).auth.signup";
import * as settingsPage from "~/routes/($lang).app.settings";
import { csrfTokenFor, getAuth } from "~/features/auth/auth.server";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address.server";
import { mailSent } from "~/features/mail/send-mail.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

// Issue 18.3. Read once per test file, before the first request. The window is this file's own,
// so the counters of other test files (same Redis, same window keys otherwise) do not mix in.
process.env.ADMIN_EMAILS = "chief@example.com";
process.env.REGISTRATION_LIMIT_PER_ADDRESS = "3";
process.env.REGISTRATION_LIMIT_TOTAL = "30";
process.env.REGISTRATION_LIMIT_WINDOW_SECONDS = "86399";
useTestApp();

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let address = 0;
/** Sign-ups this file got past the limits (each counts towards the total). */
let counted = 0;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  inbox.use();
  const redis = getRedis();
  const stale = await redis.keys(`paperjet:form-rate:register:*:${Math.floor(Date.now() / 86_399_000)}`);
  if (stale.length) await redis.del(...stale);
});
// Messages still on their way would meet a closed server.
afterAll(async () => {
  await mailSent();
  await inbox.close();
});

/** Each sign-up from its own client address, so only the limit test meets the per-address limit. */
async function signUp(options: { email?: string; name?: string; password?: string; acceptLanguage?: string; from?: string } = {}) {
  const client = new RouteClient({ acceptLanguage: options.acceptLanguage });
  const email = options.email ?? uniqueEmail("hard");
  address += 1;
  const headers = { [CLIENT_ADDRESS_HEADER]: options.from ?? `198.51.100.${address}` };
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", {
      json: { name: options.name ?? "Hana Hard", email, password: options.password ?? "first password" },
      headers,
    }),
  );
  if (response.status === 201) counted += 1;
  return { client, email, response, body: await response.clone().json() };
}

const api = (token: string) => Object.assign(new RouteClient(), { bearer: token });
const call = (token: string, json: unknown) => api(token).call(usersUpdate.action, api(token).request("/api/users/update", { json }));
const verify = (token: string) =>
  new RouteClient().call(verifyEmail.action, new RouteClient().request("/api/auth/verify-email", { json: { token } }));
const tokenOf = (link: string) => link.split("/").at(-1)!;
const userRow = async (email: string) => (await getDb()).selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

describe("sign-up with an address that already has an account", () => {
  it("answers like a new account (201, same fields, cookies and token form), creates nothing, and mails the owner", async () => {
    const owner = await signUp({ name: "Olivia Owner", acceptLanguage: "nl" });
    const before = await userRow(owner.email);
    const intruder = await signUp({ email: owner.email.toUpperCase(), name: "Ivan", password: "other password" });
    const fresh = await signUp({ name: "Ivan" });

    expect([intruder.response.status, fresh.response.status]).toEqual([201, 201]);
    const shape = (body: { data: { user: object }; globals: { user: object; token: string } }) => ({
      data: Object.keys(body.data.user).sort(),
      globals: Object.keys(body.globals).sort(),
      token: body.globals.token.replace(/[\w-]{43}$/, "…"),
    });
    expect(shape(intruder.body)).toEqual(shape(fresh.body));
    expect(intruder.body.globals.user).toEqual({
      id: expect.any(Number),
      name: "Ivan",
      email: owner.email.toUpperCase(),
      role: "user",
      locale: "en",
      emailVerified: false,
    });
    expect(intruder.body.globals.user.id).toBeGreaterThan(owner.body.globals.user.id);
    const cookieNames = (response: Response) =>
      response.headers.getSetCookie().map((c) => c.replace(/=.*?;/, "=…;").replace(/Expires=[^;]+/i, ""));
    expect(cookieNames(intruder.response)).toEqual(cookieNames(fresh.response));

    // Nothing changed for the owner's account; the intruder's cookie and token sign no one in.
    expect(await userRow(owner.email)).toEqual(before);
    expect((await intruder.client.call(me.loader, intruder.client.request("/api/auth/me"))).status).toBe(401);
    expect((await api(intruder.body.globals.token).call(me.loader, api(intruder.body.globals.token).request("/api/auth/me"))).status).toBe(
      401,
    );

    const [, notice] = await Promise.all([
      inbox.waitForMail(owner.email, (m) => m.subject === "Bevestig je e-mailadres voor Paperjet"),
      inbox.waitForMail(owner.email, (m) => m.subject === "Je hebt al een Paperjet-account"),
    ]);
    expect(notice.text).toContain(owner.email);
    expect(notice.html).toContain("/nl/auth/forgot-password");
  });

  it("the sign-up page sends both on to the onboarding survey; only the new account is signed in there", async () => {
    const { email } = await signUp();
    const taken = new RouteClient();
    const answer = await taken.call(
      signupPage.action,
      taken.request("/auth/signup", { form: { name: "X", email, password: "long enough" } }),
      {},
    );
    counted += 1;
    expect([answer.status, answer.headers.get("Location")]).toEqual([302, "/onboarding"]);
    expect((await taken.call(me.loader, taken.request("/api/auth/me"))).status).toBe(401);
  });
});

describe("e-mail verification and ADMIN_EMAILS", () => {
  it("a listed address is an administrator only once the link mailed at sign-up is opened", async () => {
    const chief = await signUp({ email: "Chief@Example.com" });
    expect(chief.body.globals.user).toMatchObject({ role: "user", emailVerified: false });
    const token = chief.body.globals.token as string;
    const stats = () => api(token).call(adminStats.loader, api(token).request("/api/admin/dashboard/statistics"));
    expect((await stats()).status).toBe(403);

    const [mail] = await inbox.waitFor("chief@example.com");
    expect(mail!.subject).toBe("Confirm your e-mail address for Paperjet");
    const link = linkIn(mail!, "/auth/verify-email/");
    const page = await new RouteClient().call(verifyPage.loader, new RouteClient().request(new URL(link).pathname), {
      token: tokenOf(link),
    });
    expect((await page.json()).result).toEqual({ ok: true, email: "Chief@Example.com" });

    expect((await stats()).status).toBe(200);
    expect((await userRow("Chief@Example.com"))!.email_verified_at).toBeInstanceOf(Date);
    expect((await verify(tokenOf(link))).status).toBe(422);
  });

  it("sends the link again on request, and the newest link is the one that works", async () => {
    const { email, body } = await signUp();
    await inbox.waitFor(email);
    const again = await api(body.globals.token).call(
      resend.action,
      api(body.globals.token).request("/api/auth/verify-email/resend", { method: "POST" }),
    );
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual({ email });
    const [first, second] = await inbox.waitFor(email, 2);
    const invalid = await verify(tokenOf(linkIn(first!, "/auth/verify-email/")));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors.token).toEqual(["This confirmation link has expired or was already used."]);
    expect((await verify(tokenOf(linkIn(second!, "/auth/verify-email/")))).status).toBe(200);
  });
});

describe("POST /api/users/update with a new e-mail", () => {
  it("needs the current password, changes nothing until the new address's link is opened, and tells the old address", async () => {
    const { email, body } = await signUp({ acceptLanguage: "nl" });
    const token = body.globals.token as string;
    const next = uniqueEmail("next");
    expect((await call(token, { email: next, currentPassword: "wrong" })).status).toBe(422);

    const asked = await call(token, { email: next, currentPassword: "first password" });
    expect(asked.status).toBe(200);
    const answer = await asked.json();
    expect(answer.data).toMatchObject({ user: { email }, pendingEmail: next });
    expect((await userRow(email))!.email).toBe(email);
    expect(
      (
        await api(token).call(
          login.action,
          new RouteClient().request("/api/auth/login", { json: { email: next, password: "first password" } }),
        )
      ).status,
    ).toBe(401);

    const notice = await inbox.waitForMail(email, (m) => m.subject === "Het e-mailadres van je Paperjet-account gaat veranderen");
    expect(notice.text).toContain(next);
    const [confirmation] = await inbox.waitFor(next);
    expect(confirmation!.subject).toBe("Bevestig je nieuwe e-mailadres voor Paperjet");

    expect((await verify(tokenOf(linkIn(confirmation!, "/nl/auth/verify-email/")))).status).toBe(200);
    const row = await userRow(next);
    expect(row).toMatchObject({ id: body.globals.user.id, email: next, email_verified_at: expect.any(Date) });
    expect(await userRow(email)).toBeUndefined();
    const relogin = new RouteClient();
    expect(
      (await relogin.call(login.action, relogin.request("/api/auth/login", { json: { email: next, password: "first password" } }))).status,
    ).toBe(200);
  });

  it("at most five requests an hour per account (each mails an address the caller chose)", async () => {
    const { body } = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await call(body.globals.token, { email: uniqueEmail("spam"), currentPassword: "first password" })).status).toBe(200);
    const refused = await call(body.globals.token, { email: uniqueEmail("spam"), currentPassword: "first password" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toBe(
      "Oops. Something went wrong: you asked to change your e-mail address several times already. Try again in an hour.",
    );
  });

  it("to an address that has an account: the same answer, the owner is told, no link exists", async () => {
    const owner = await signUp();
    const mover = await signUp();
    const asked = await call(mover.body.globals.token, { email: owner.email, currentPassword: "first password" });
    expect(asked.status).toBe(200);
    expect((await asked.json()).data).toMatchObject({ user: { email: mover.email }, pendingEmail: owner.email });
    await inbox.waitForMail(owner.email, (m) => m.subject === "You already have a Paperjet account");
    const links = await (
      await getDb()
    )
      .selectFrom("user_tokens")
      .select("id")
      .where("email", "=", owner.email)
      .where("user_id", "=", mover.body.globals.user.id)
      .execute();
    expect(links).toEqual([]);
    expect((await userRow(mover.email))!.email).toBe(mover.email);
  });
});

describe("the settings page", () => {
  it("asks for the current password to change the address, says where the link went, and sends the verification link again", async () => {
    const { client, email } = await signUp({ acceptLanguage: "nl" });
    const _csrf = csrfTokenFor((await getAuth(client.request("/")))!.sessionId!);
    const post = (form: Record<string, string>) =>
      client.call(settingsPage.action, client.request("/nl/app/settings", { form: { _csrf, ...form } }), { lang: "nl" });
    const next = uniqueEmail("page");

    const missing = await post({ intent: "profile", name: "Hana", email: next });
    expect(missing.status).toBe(422);
    expect((await missing.json()).fieldErrors).toEqual({ currentPassword: "Huidig wachtwoord is een verplicht veld." });
    const asked = await post({ intent: "profile", name: "Hana", email: next, currentPassword: "first password" });
    expect(await asked.json()).toMatchObject({
      ok: true,
      message: `We hebben een link gestuurd naar ${next}. Je adres verandert zodra je die opent; tot dan gebruik je je huidige adres.`,
    });
    await inbox.waitFor(next);

    const resent = await post({ intent: "verify" });
    expect(await resent.json()).toMatchObject({
      section: "verify",
      ok: true,
      message: `Er is een nieuwe bevestigingslink onderweg naar ${email}.`,
    });
    const mails = await inbox.waitFor(email, 3);
    // The sign-up's confirmation, the change notice and the new link: mails leave after the answers, in no fixed order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Bevestig je e-mailadres voor Paperjet",
      "Bevestig je e-mailadres voor Paperjet",
      "Het e-mailadres van je Paperjet-account gaat veranderen",
    ]);
  });
});

describe("registration limits", () => {
  it("per client address: the fourth sign-up from one address in the window is 429 with Retry-After, in the caller's language", async () => {
    const from = "203.0.113.7";
    for (let i = 0; i < 3; i++) expect((await signUp({ from })).response.status).toBe(201);
    const refused = await signUp({ from, acceptLanguage: "nl" });
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^Oeps\. Er ging iets mis: te veel aanmeldingen vanaf hier\./);
    expect(await userRow(refused.email)).toBeUndefined();
    expect((await signUp({ from: "203.0.113.8" })).response.status).toBe(201);
  });

  it("in total: past REGISTRATION_LIMIT_TOTAL every address waits", async () => {
    // This file's sign-ups so far all count (each from its own address); the 31st is refused.
    while (counted < 30) expect((await signUp()).response.status).toBe(201);
    const last = await signUp({ from: "192.0.2.99" });
    expect(last.response.status).toBe(429);
    expect(await userRow(last.email)).toBeUndefined();
  });
});
