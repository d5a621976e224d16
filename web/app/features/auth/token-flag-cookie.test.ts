import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as loginPage from "~/routes/($lang).auth.login";
import * as login from "~/routes/api.auth.login";
import * as logout from "~/routes/api.auth.logout";
import * as pageLogout from "~/routes/auth.logout";
import * as register from "~/routes/api.auth.register";
import { csrfTokenFor, getAuth } from "~/features/auth/auth.server";

useTestApp();

// docs/product.md §4: the browser's script reads this flag to decide whether to fetch a bearer token.
const flagOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("pj_has_token="));

async function csrf(client: RouteClient) {
  return csrfTokenFor((await getAuth(client.request("/api/auth/me")))!.sessionId!);
}

describe("token-available cookie flag", () => {
  it("is set, readable by script and Lax, next to the session cookie at API register and login; cleared at logout", async () => {
    const client = new RouteClient();
    const email = uniqueEmail("flag");
    const registered = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "Flag", email, password: "correct horse" } }),
    );
    const flag = flagOf(registered)!;
    expect(flag).toMatch(/^pj_has_token=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);
    expect(flag).toMatch(/SameSite=Lax/i);
    expect(registered.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(true);

    const loggedIn = await client.call(login.action, client.request("/api/auth/login", { json: { email, password: "correct horse" } }));
    expect(flagOf(loggedIn)).toMatch(/^pj_has_token=1;/);
    expect(client.cookies.get("pj_has_token")).toBe("1");

    const out = await client.call(
      logout.action,
      client.request("/api/auth/logout", { method: "POST", headers: { "X-CSRF-Token": await csrf(client) } }),
    );
    expect(out.status).toBe(200);
    expect(flagOf(out)).toMatch(/^pj_has_token=;.*Max-Age=0/i);
    expect(client.cookies.has("pj_has_token")).toBe(false);
  });

  it("is set by the login page and cleared by the app's logout button", async () => {
    const email = uniqueEmail("flag-page");
    await new RouteClient().call(
      register.action,
      new RouteClient().request("/api/auth/register", { json: { name: "Page", email, password: "correct horse" } }),
    );
    const client = new RouteClient();
    const signedIn = await client.call(
      loginPage.action,
      client.request("/auth/login", {
        method: "POST",
        form: { email, password: "correct horse" },
        headers: { Origin: "http://localhost:3000" },
      }),
      {},
    );
    expect(signedIn.status).toBe(302);
    expect(client.cookies.get("pj_has_token")).toBe("1");

    const out = await client.call(
      pageLogout.action,
      client.request("/auth/logout", {
        method: "POST",
        form: { lng: "en", _csrf: await csrf(client) },
        headers: { Origin: "http://localhost:3000" },
      }),
    );
    expect(out.status).toBe(302);
    expect(client.cookies.has("pj_has_token")).toBe(false);
    expect(client.cookies.has("__session")).toBe(false);
  });
});
