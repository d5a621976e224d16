import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import { BASE_URL, RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as redirectRoute from "~/routes/api.auth.oauth.$provider.redirect";
import * as callbackRoute from "~/routes/api.auth.oauth.$provider.callback";
import * as returnPage from "~/routes/($lang).auth.oauth2.redirect.$driver";
import * as register from "~/routes/api.auth.register";
import * as me from "~/routes/api.auth.me";
import { getDb } from "~/utils/db.server";

// A real OAuth2 authorization server on a local port, spoken to by the real remix-auth-oauth2 strategy.
const provider = new OAuth2Server();
let nextUserinfo: Record<string, unknown> = {};

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "localhost");
  const issuer = provider.issuer.url!;
  Object.assign(process.env, {
    APP_URL: BASE_URL,
    GOOGLE_CLIENT_ID: "paperjet-test-client",
    GOOGLE_CLIENT_SECRET: "paperjet-test-secret",
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = nextUserinfo;
  });
});
afterAll(async () => provider.stop());
useTestApp();

/** Browser-like round trip: our redirect → provider's authorize → back to our callback. */
async function socialLogin(client: RouteClient, userinfo: Record<string, unknown>, options: { tamperState?: boolean } = {}) {
  nextUserinfo = userinfo;
  const start = await client.call(redirectRoute.loader, client.request("/api/auth/oauth/google/redirect?lng=nl&redirectTo=/nl/app/api"), {
    provider: "google",
  });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get("Location")!);
  expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  const atProvider = await fetch(authorize, { redirect: "manual" });
  const back = new URL(atProvider.headers.get("Location")!);
  expect(back.pathname).toBe("/api/auth/oauth/google/callback");
  if (options.tamperState) back.searchParams.set("state", "forged-state");
  return client.call(callbackRoute.loader, client.request(back.pathname + back.search), { provider: "google" });
}

describe("social login through a local OAuth2 server", () => {
  it("creates a new account, signs it in and sends it to onboarding via the return page", async () => {
    const client = new RouteClient();
    const email = uniqueEmail("oauth-new");
    const done = await socialLogin(client, { sub: `google-${email}`, email, email_verified: true, name: "Olga Auth" });
    expect(done.status).toBe(302);
    const location = new URL(done.headers.get("Location")!, BASE_URL);
    expect(location.pathname).toBe("/nl/auth/oauth2/redirect/google");
    expect(location.searchParams.get("next")).toBe("/nl/onboarding");

    const landing = await client.call(returnPage.loader, client.request(location.pathname + location.search), {
      lang: "nl",
      driver: "google",
    });
    expect(landing.headers.get("Location")).toBe("/nl/onboarding");
    const whoami = await client.json(await client.call(me.loader, client.request("/api/auth/me")));
    // A provider-verified address counts as verified here too.
    expect(whoami.data.user).toMatchObject({ email, name: "Olga Auth", locale: "nl", emailVerified: true });
    const row = await (
      await getDb()
    )
      .selectFrom("users")
      .select(["password_hash", "email_verified_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, email_verified_at: expect.any(Date) });
  });

  it("a new account with an address the provider has not verified is unverified here, and gets our own link", async () => {
    const client = new RouteClient();
    const email = uniqueEmail("oauth-unverified");
    await socialLogin(client, { sub: `google-${email}`, email, email_verified: false, name: "Una" });
    const whoami = await client.json(await client.call(me.loader, client.request("/api/auth/me")));
    expect(whoami.data.user).toMatchObject({ email, emailVerified: false, role: "user" });
    const links = await (
      await getDb()
    )
      .selectFrom("user_tokens")
      .select(["purpose", "email"])
      .where("user_id", "=", whoami.data.user.id)
      .execute();
    expect(links).toEqual([{ purpose: "email_confirmation", email }]);
  });

  it("links an existing e-mail only when the provider says it is verified", async () => {
    const owner = new RouteClient();
    const email = uniqueEmail("oauth-existing");
    const registered = await owner.json(
      await owner.call(
        register.action,
        owner.request("/api/auth/register", { json: { name: "Existing", email, password: "long enough" } }),
      ),
    );

    const attacker = new RouteClient();
    const refused = await socialLogin(attacker, { sub: "someone-else", email, email_verified: false, name: "Not Them" });
    expect(new URL(refused.headers.get("Location")!, BASE_URL).searchParams.get("error")).toBe("unverified");
    expect((await attacker.call(me.loader, attacker.request("/api/auth/me"))).status).toBe(401);
    const links = await (await getDb()).selectFrom("oauth_accounts").selectAll().where("user_id", "=", registered.data.user.id).execute();
    expect(links).toEqual([]);
    const page = await attacker.call(returnPage.loader, attacker.request("/nl/auth/oauth2/redirect/google?error=unverified"), {
      lang: "nl",
      driver: "google",
    });
    expect((await page.json()).message).toMatch(/^Oeps, er ging iets mis: Google heeft dit e-mailadres niet bevestigd/);

    const verified = new RouteClient();
    const linked = await socialLogin(verified, { sub: "the-owner", email: email.toUpperCase(), email_verified: true, name: "Existing" });
    expect(new URL(linked.headers.get("Location")!, BASE_URL).searchParams.get("next")).toBe("/nl/app/api");
    const whoami = await verified.json(await verified.call(me.loader, verified.request("/api/auth/me")));
    expect(whoami.data.user.id).toBe(registered.data.user.id);

    // Next time the provider identity alone finds the account.
    const again = new RouteClient();
    await socialLogin(again, { sub: "the-owner", email: "changed@example.org", email_verified: false, name: "Existing" });
    expect((await again.json(await again.call(me.loader, again.request("/api/auth/me")))).data.user.id).toBe(registered.data.user.id);
  });

  it("refuses a bad or missing state", async () => {
    const client = new RouteClient();
    const forged = await socialLogin(
      client,
      { sub: "x", email: uniqueEmail("state"), email_verified: true, name: "X" },
      { tamperState: true },
    );
    expect(new URL(forged.headers.get("Location")!, BASE_URL).searchParams.get("error")).toBe("state");
    expect((await client.call(me.loader, client.request("/api/auth/me"))).status).toBe(401);

    const stranger = new RouteClient();
    const noCookie = await stranger.call(callbackRoute.loader, stranger.request("/api/auth/oauth/google/callback?code=abc&state=abc"), {
      provider: "google",
    });
    expect(new URL(noCookie.headers.get("Location")!, BASE_URL).searchParams.get("error")).toBe("state");
  });

  it("answers 404 for a provider that is not configured", async () => {
    const client = new RouteClient();
    const response = await client.call(redirectRoute.loader, client.request("/api/auth/oauth/github/redirect"), { provider: "github" });
    expect(response.status).toBe(404);
  });
});
