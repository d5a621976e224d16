import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as loginPage from "~/routes/($lang).auth.login";
import * as register from "~/routes/api.auth.register";
import { localeCookie } from "~/utils/i18next.server";

useTestApp();

const logIn = (email: string, redirectTo: string) => {
  const client = new RouteClient();
  return client.call(
    loginPage.action,
    client.request("/auth/login", {
      method: "POST",
      form: { email, password: "correct horse", redirectTo },
      headers: { Origin: "http://localhost:3000" },
    }),
    {},
  );
};

// Issue 23.5: choosing Nederlands and logging in again opened the English app.
describe("the login page and the saved language", () => {
  it("opens the dashboard in the account's saved language and remembers it, whatever the login page's language", async () => {
    const email = uniqueEmail("dutch");
    const client = new RouteClient({ acceptLanguage: "nl" });
    expect(
      (
        await client.call(
          register.action,
          client.request("/api/auth/register", { json: { name: "Anouk", email, password: "correct horse" } }),
        )
      ).status,
    ).toBe(201);
    const response = await logIn(email, "/app/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/nl/app/dashboard");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("lng="))!;
    expect(await localeCookie.parse(cookie.split(";")[0]!)).toBe("nl");
  });

  it("keeps a page the visitor was sent from (an invitation), only the dashboard follows the saved language", async () => {
    const email = uniqueEmail("dutch-invited");
    const client = new RouteClient({ acceptLanguage: "nl" });
    await client.call(register.action, client.request("/api/auth/register", { json: { name: "Bram", email, password: "correct horse" } }));
    expect((await logIn(email, "/invitations/abc")).headers.get("Location")).toBe("/invitations/abc");
  });
});
