import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/features/site/public-pages";
import { mailLink } from "./support/mail-links";
import { useStack } from "./support/stack";

// Every page exists in English and under /nl, with the right <html lang> and its own title per language.
const PUBLIC = [...PUBLIC_PAGES, "/auth/login", "/auth/signup"];
const SIGNED_IN = ["/onboarding", "/app", "/app/dashboard", "/app/api", "/app/settings", "/app/help", "/app/admin"];

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
const lang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe("pages in both languages", () => {
  let cookie = "";
  const stack = useStack({ env: { ADMIN_EMAILS: "route-admin@example.com" }, browser: false });
  beforeAll(async () => {
    const { server } = stack;
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Route Admin", email: "route-admin@example.com", password: "long enough" }),
    });
    expect(response.status, server.output()).toBe(201);
    cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    // ADMIN_EMAILS makes an administrator only of a verified address: open the sign-up mail's link.
    expect((await fetch(await mailLink(server, "route-admin@example.com"), { headers: { Cookie: cookie } })).status).toBe(200);
  });

  async function page(path: string, signedIn: boolean) {
    // A fixed locale cookie per request, so `/` does not follow the previous request's choice.
    const response = await fetch(`${stack.server.url}${path}`, { redirect: "manual", headers: { Cookie: signedIn ? cookie : "" } });
    return { status: response.status, html: await response.text(), location: response.headers.get("Location") };
  }

  for (const path of [...PUBLIC, ...SIGNED_IN]) {
    it(`${path} and /nl${path === "/" ? "" : path}`, async () => {
      const signedIn = SIGNED_IN.includes(path);
      const en = await page(path, signedIn);
      const nl = await page(`/nl${path === "/" ? "" : path}`, signedIn);
      expect([en.status, nl.status], `${path}: ${en.location ?? ""} ${nl.location ?? ""}`).toEqual([200, 200]);
      expect(lang(en.html)).toBe("en");
      expect(lang(nl.html)).toBe("nl");
      expect(title(en.html)).not.toBe("");
      expect(title(nl.html)).not.toBe("");
      expect(title(nl.html)).not.toBe(title(en.html));
    });
  }

  it("the app-level not-found page answers 404 inside the app, in both languages", async () => {
    const en = await page("/app/no-such-page", true);
    const nl = await page("/nl/app/no-such-page", true);
    expect([en.status, nl.status]).toEqual([404, 404]);
    expect([lang(en.html), lang(nl.html)]).toEqual(["en", "nl"]);
    expect(title(en.html)).not.toBe(title(nl.html));
    expect(en.html).toContain("Page not found: /app/no-such-page");
  });

  it("signed-out visitors of the app go to the login page in their language", async () => {
    expect((await page("/nl/app/api", false)).location).toBe(`/nl/auth/login?redirectTo=${encodeURIComponent("/nl/app/api")}`);
    expect((await page("/app/settings", false)).location).toBe(`/auth/login?redirectTo=${encodeURIComponent("/app/settings")}`);
  });
});
