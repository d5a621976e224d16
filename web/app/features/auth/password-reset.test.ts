import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { linkIn, startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as login from "~/routes/api.auth.login";
import * as me from "~/routes/api.auth.me";
import * as forgot from "~/routes/api.auth.forgot-password";
import * as reset from "~/routes/api.auth.reset-password";
import * as resetPage from "~/routes/($lang).auth.reset-password.$token";
import * as forgotPage from "~/routes/($lang).auth.forgot-password";
import { hashToken } from "./auth-tokens.server";
import { mailSent } from "~/features/mail/send-mail.server";
import { getDb } from "~/utils/db.server";

useTestApp();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  // A mail server that takes 1.5 s per message: the answers below must not wait for it.
  inbox = await startSmtpInbox({ delayMs: 1500 });
  inbox.use();
});
// Messages still on their way would meet a closed server.
afterAll(async () => {
  await mailSent();
  await inbox.close();
});

async function signUp(acceptLanguage?: string) {
  const client = new RouteClient({ acceptLanguage });
  const email = uniqueEmail("reset");
  const body = await (
    await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "Rosa Reset", email, password: "old password" } }),
    )
  ).json();
  return { client, email, token: body.globals.token as string, userId: body.globals.user.id as number };
}

const forgotPassword = (email: string) => {
  const client = new RouteClient();
  return client.call(forgot.action, client.request("/api/auth/forgot-password", { json: { email } }));
};
const loginStatus = async (email: string, password: string) => {
  const client = new RouteClient();
  return (await client.call(login.action, client.request("/api/auth/login", { json: { email, password } }))).status;
};
const meStatus = async (client: RouteClient) => (await client.call(me.loader, client.request("/api/auth/me"))).status;

describe("password reset", () => {
  it("works end to end through the SMTP server: the link sets the password once, and the old password, sessions and bearer token stop working", async () => {
    const { client, email, token } = await signUp("nl");
    const bearer = new RouteClient();
    bearer.bearer = token;
    await inbox.waitFor(email); // the verification mail of the sign-up

    const asked = await forgotPassword(email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ data: { email: email.toUpperCase() }, globals: { user: null } });
    // Answered while the slow mail server still holds the message.
    expect(inbox.inbox(email)).toHaveLength(1);

    const mail = await inbox.waitForMail(email, (m) => m.subject === "Stel een nieuw wachtwoord in voor Paperjet");
    const link = linkIn(mail, "/nl/auth/reset-password/");
    expect(mail.html).toContain(link);
    const secret = link.split("/").at(-1)!;
    const row = await (
      await getDb()
    )
      .selectFrom("user_tokens")
      .selectAll()
      .where("purpose", "=", "password_reset")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(secret));
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);

    const page = await new RouteClient().call(resetPage.loader, new RouteClient().request(new URL(link).pathname), {
      lang: "nl",
      token: secret,
    });
    expect((await page.json()).usable).toBe(true);

    const short = await new RouteClient().call(
      reset.action,
      new RouteClient().request("/api/auth/reset-password", { json: { token: secret, password: "short" } }),
    );
    expect((await short.json()).errors.password).toEqual(["This field must have a minium length of 8"]);

    const done = await new RouteClient().call(
      reset.action,
      new RouteClient().request("/api/auth/reset-password", { json: { token: secret, password: "new password" } }),
    );
    expect(done.status).toBe(200);
    expect((await done.json()).data).toEqual({ email });

    expect(await loginStatus(email, "old password")).toBe(401);
    expect(await meStatus(bearer)).toBe(401);
    expect(await meStatus(client)).toBe(401);
    expect(await loginStatus(email, "new password")).toBe(200);
    const user = await (await getDb()).selectFrom("users").select("email_verified_at").where("email", "=", email).executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeInstanceOf(Date);

    const again = await new RouteClient().call(
      reset.action,
      new RouteClient().request("/api/auth/reset-password", { json: { token: secret, password: "third password" } }),
    );
    expect(again.status).toBe(422);
    expect((await again.json()).errors.token).toEqual(["This password-reset link has expired or was already used."]);
    expect(await loginStatus(email, "third password")).toBe(401);
    const used = await new RouteClient().call(resetPage.loader, new RouteClient().request(new URL(link).pathname), {
      lang: "nl",
      token: secret,
    });
    expect((await used.json()).usable).toBe(false);
  });

  it("an unknown address gets the same answer, and no mail goes out", async () => {
    const known = await signUp();
    await inbox.waitFor(known.email);
    const unknown = uniqueEmail("nobody");
    const [a, b] = await Promise.all([forgotPassword(known.email), forgotPassword(unknown)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual({ data: { email: known.email }, globals: { user: null } });
    expect(await b.json()).toEqual({ data: { email: unknown }, globals: { user: null } });
    await inbox.waitFor(known.email, 2);
    expect(inbox.inbox(unknown)).toEqual([]);
    expect(await (await getDb()).selectFrom("user_tokens").select("id").where("email", "=", unknown).execute()).toEqual([]);
  });

  it("a link older than an hour does not work", async () => {
    const { email } = await signUp();
    await forgotPassword(email);
    const mail = await inbox.waitForMail(email, (m) => (m.text ?? "").includes("/auth/reset-password/"));
    const secret = linkIn(mail, "/auth/reset-password/").split("/").at(-1)!;
    await (
      await getDb()
    )
      .updateTable("user_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("token_hash", "=", hashToken(secret))
      .execute();
    const late = await new RouteClient().call(
      reset.action,
      new RouteClient().request("/api/auth/reset-password", { json: { token: secret, password: "new password" } }),
    );
    expect(late.status).toBe(422);
    expect(await loginStatus(email, "old password")).toBe(200);
  });

  it("is throttled like login: the sixth request for one address is 429 with Retry-After, known or not", async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail("nobody");
    for (let i = 0; i < 5; i++) expect((await forgotPassword(email)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await forgotPassword(unknown)).status).toBe(200);
    const [known, other] = [await forgotPassword(email), await forgotPassword(unknown)];
    expect([known.status, other.status]).toEqual([429, 429]);
    expect(Number(known.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await known.json()).detail).toBe("Oops. Something went wrong: too many password-reset requests. Try again in 15 minutes.");
    // The sign-up's verification and the five links that were allowed.
    await inbox.waitFor(email, 6);
  });

  it("the forgot-password page answers the same for any address, in Dutch under /nl", async () => {
    const client = new RouteClient();
    const response = await client.call(
      forgotPage.action,
      client.request("/nl/auth/forgot-password", { form: { email: uniqueEmail("page") } }),
      { lang: "nl" },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sent: true, formError: null });
    const invalid = await client.call(forgotPage.action, client.request("/nl/auth/forgot-password", { form: { email: "nope" } }), {
      lang: "nl",
    });
    expect((await invalid.json()).fieldErrors).toEqual({ email: "Vul een geldig e-mailadres in" });
  });
});
