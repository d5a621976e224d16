import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as login from "~/routes/api.auth.login";
import * as register from "~/routes/api.auth.register";
import * as logout from "~/routes/api.auth.logout";
import * as me from "~/routes/api.auth.me";
import * as getToken from "~/routes/api.auth.getToken";
import * as refresh from "~/routes/api.auth.refresh";
import { getDb } from "~/utils/db.server";

useTestApp();

async function signUp(client: RouteClient, email = uniqueEmail()) {
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: "Ada Lovelace", email, password: "correct horse" } }),
  );
  return { response, body: await client.json(response), email };
}

describe("auth API", () => {
  it("registers: 201 with globals.user, globals.token and an HttpOnly Lax session cookie; the password is hashed with scrypt", async () => {
    const client = new RouteClient();
    const { response, body, email } = await signUp(client);
    expect(response.status).toBe(201);
    expect(body.globals.user).toMatchObject({ name: "Ada Lovelace", email, role: "user", locale: "en" });
    expect(body.globals.token).toMatch(/^pjt_/);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const row = await (await getDb()).selectFrom("users").select("password_hash").where("email", "=", email).executeTakeFirstOrThrow();
    // N = 2^PASSWORD_HASH_COST: 10 in the test run (vitest.config.ts), 15 by default (password.test.ts).
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$3\$/);
    const token = await (await getDb()).selectFrom("auth_tokens").select("token_hash").executeTakeFirstOrThrow();
    expect(token.token_hash).not.toContain(body.globals.token);
  });

  it("refuses an invalid e-mail and a short password with the product's wording, in the request's language", async () => {
    const client = new RouteClient();
    const bad = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "A", email: "nope", password: "short" } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.headers.get("Content-Type")).toMatch(/application\/problem\+json/);
    const problem = await bad.json();
    expect(problem.errors.email).toEqual(["Please enter a valid e-mail"]);
    expect(problem.errors.password).toEqual(["This field must have a minium length of 8"]);

    const missing = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "A", password: "long enough" } }),
    );
    expect((await missing.json()).errors.email).toEqual(["Email is a required field."]);

    const dutch = new RouteClient({ acceptLanguage: "nl-NL,nl;q=0.9" });
    const nl = await dutch.call(
      register.action,
      dutch.request("/api/auth/register", { json: { name: "A", email: "nope", password: "long enough" } }),
    );
    expect((await nl.json()).errors.email).toEqual(["Vul een geldig e-mailadres in"]);
    const nlMissing = await dutch.call(register.action, dutch.request("/api/auth/register", { json: { password: "long enough" } }));
    expect((await nlMissing.json()).errors).toMatchObject({
      email: ["E-mail is een verplicht veld."],
      name: ["Naam is een verplicht veld."],
    });
  });

  it("logs in with a new session id and token; bad credentials are 401 with 'Oops. Something went wrong:'", async () => {
    const client = new RouteClient();
    const { email } = await signUp(client);
    const before = client.cookies.get("__session");
    const ok = await client.call(login.action, client.request("/api/auth/login", { json: { email, password: "correct horse" } }));
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.globals.user.email).toBe(email);
    expect(body.globals.token).toMatch(/^pjt_/);
    expect(client.cookies.get("__session")).not.toBe(before);

    const wrong = await client.call(login.action, client.request("/api/auth/login", { json: { email, password: "wrong horse" } }));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).detail).toMatch(/^Oops\. Something went wrong:/);
    const unknown = await client.call(
      login.action,
      client.request("/api/auth/login", { json: { email: uniqueEmail("ghost"), password: "whatever1" } }),
    );
    expect(unknown.status).toBe(401);
  });

  it("/me answers 401 without a token and the user with one; the token is dead after logout", async () => {
    const client = new RouteClient();
    const anonymous = await client.call(me.loader, client.request("/api/auth/me"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, title: "Unauthorized" });

    const { body } = await signUp(client);
    const api = new RouteClient();
    api.bearer = body.globals.token;
    const mine = await api.call(me.loader, api.request("/api/auth/me"));
    expect(mine.status).toBe(200);
    const payload = await mine.json();
    expect(payload.data.user.email).toBe(body.globals.user.email);
    expect(payload.globals.user.id).toBe(body.globals.user.id);

    const out = await api.call(logout.action, api.request("/api/auth/logout", { method: "POST" }));
    expect(out.status).toBe(200);
    expect((await out.json()).globals).toEqual({ user: null });
    expect((await api.call(me.loader, api.request("/api/auth/me"))).status).toBe(401);
    // The browser session the token came with ended too.
    expect((await client.call(me.loader, client.request("/api/auth/me"))).status).toBe(401);
    expect((await api.call(me.loader, api.request("/api/auth/me", { bearer: "pjt_made-up" }))).status).toBe(401);
  });

  it("cookie logout needs the CSRF token, then ends the session on the server and the tokens issued with it", async () => {
    const client = new RouteClient();
    const { body } = await signUp(client);
    const sessionCookie = client.cookieHeader();
    const refused = await client.call(logout.action, client.request("/api/auth/logout", { method: "POST" }));
    expect(refused.status).toBe(403);

    const { csrfTokenFor, getAuth } = await import("~/features/auth/auth.server");
    const auth = await getAuth(client.request("/api/auth/me"));
    const ok = await client.call(
      logout.action,
      client.request("/api/auth/logout", { method: "POST", headers: { "X-CSRF-Token": csrfTokenFor(auth!.sessionId!) } }),
    );
    expect(ok.status).toBe(200);
    const replay = new RouteClient();
    expect((await replay.call(me.loader, replay.request("/api/auth/me", { headers: { Cookie: sessionCookie } }))).status).toBe(401);
    expect((await replay.call(me.loader, replay.request("/api/auth/me", { bearer: body.globals.token }))).status).toBe(401);
  });

  it("getToken exchanges the session for a token; refresh rotates a bearer token", async () => {
    const client = new RouteClient();
    await signUp(client);
    const issued = await client.call(getToken.loader, client.request("/api/auth/getToken"));
    expect(issued.status).toBe(200);
    const { globals } = await issued.json();
    expect(globals.token).toMatch(/^pjt_/);

    const api = new RouteClient();
    api.bearer = globals.token;
    const rotated = await api.call(refresh.loader, api.request("/api/auth/refresh"));
    expect(rotated.status).toBe(200);
    const next = (await rotated.json()).globals.token;
    expect(next).not.toBe(globals.token);
    expect((await api.call(me.loader, api.request("/api/auth/me"))).status).toBe(401);
    expect((await api.call(me.loader, api.request("/api/auth/me", { bearer: next }))).status).toBe(200);
  });

  it("throttles logins: the 6th rapid wrong login is 429 with Retry-After, even with the right password", async () => {
    const client = new RouteClient();
    const { email } = await signUp(client);
    const attempt = (password: string) => client.call(login.action, client.request("/api/auth/login", { json: { email, password } }));
    for (let i = 0; i < 5; i++) expect((await attempt("wrong password")).status).toBe(401);
    const sixth = await attempt("wrong password");
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await sixth.json()).detail).toMatch(/^Oops\. Something went wrong: too many/);
    expect((await attempt("correct horse")).status).toBe(429);
  });

  it("refuses a cross-site login post", async () => {
    const client = new RouteClient();
    const response = await client.call(
      login.action,
      client.request("/api/auth/login", { json: { email: "a@b.co", password: "x" }, headers: { Origin: "https://evil.example" } }),
    );
    expect(response.status).toBe(403);
  });
});

describe("guard messages", () => {
  it("answer in the request's language", async () => {
    const dutch = new RouteClient({ acceptLanguage: "nl-NL,nl;q=0.9,en;q=0.5" });
    const response = await dutch.call(me.loader, dutch.request("/api/auth/me"));
    expect(response.status).toBe(401);
    expect((await response.json()).detail).toBe("Log in om verder te gaan.");
    const english = new RouteClient();
    expect((await (await english.call(me.loader, english.request("/api/auth/me"))).json()).detail).toBe("Sign in to continue.");
  });
});
