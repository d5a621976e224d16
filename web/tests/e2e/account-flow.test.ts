import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newVisitorContext, waitForApp } from "./support/browser";
import { useStack } from "./support/stack";

// The whole account journey in a real browser, once per language (issue "Done when").
const COPY = {
  en: {
    prefix: "",
    signup: "Create account",
    onboardingSubmit: "Continue to my dashboard",
    createKey: "Create key",
    newBlank: "New blank document",
    createTemplate: "Create template",
    logout: "Log out",
    profileMenu: "Open your profile menu",
    login: "Log in",
    loginError: "Oops. Something went wrong:",
    invalidEmail: "Please enter a valid e-mail",
    tourClose: "Close tour",
  },
  nl: {
    prefix: "/nl",
    signup: "Account aanmaken",
    onboardingSubmit: "Naar mijn dashboard",
    createKey: "Sleutel aanmaken",
    newBlank: "Nieuw leeg document",
    createTemplate: "Template maken",
    logout: "Uitloggen",
    profileMenu: "Je profielmenu openen",
    login: "Inloggen",
    loginError: "Oeps, er ging iets mis:",
    invalidEmail: "Vul een geldig e-mailadres in",
    tourClose: "Rondleiding sluiten",
  },
} as const;

describe("accounts in the browser", () => {
  const stack = useStack();

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: sign up → onboarding → dashboard → API key shown once → template → log out → log in → template still there`, async () => {
      const context = await newVisitorContext(stack.browser, stack.server.url);
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      const email = `e2e.${lang}.${Date.now()}@example.com`;
      const url = (path: string) => `${stack.server.url}${c.prefix}${path}`;

      await page.goto(url("/auth/signup"));
      await waitForApp(page);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      await page.getByLabel(lang === "en" ? "Your name" : "Je naam").fill("Grace Hopper");
      await page.getByLabel(lang === "en" ? "Work e-mail" : "Zakelijk e-mailadres").fill(email);
      await page.getByLabel(lang === "en" ? "Password" : "Wachtwoord").fill("a long password");
      await page.getByRole("button", { name: c.signup }).click();
      await page.waitForURL(url("/onboarding"));
      await waitForApp(page);

      const radios = page.locator("fieldset");
      for (let i = 0; i < (await radios.count()); i++) await radios.nth(i).locator("label").first().click();
      await page.getByRole("button", { name: c.onboardingSubmit }).click();
      await page.waitForURL(url("/app/dashboard"));
      await waitForApp(page);
      expect(await page.getByTestId("greeting").textContent()).toContain("Grace");
      await page.getByRole("button", { name: c.tourClose }).click();

      // API key: shown once, then only its prefix.
      await page.goto(url("/app/api"));
      await waitForApp(page);
      await page.getByRole("button", { name: c.createKey }).click();
      const key = (await page.getByTestId("new-api-key-value").textContent())!.trim();
      expect(key).toMatch(/^pj_[A-Za-z0-9]{8}_/);
      await page.reload();
      await waitForApp(page);
      expect(await page.getByTestId("new-api-key").count()).toBe(0);
      expect(await page.content()).not.toContain(key);
      expect(await page.getByTestId("api-key-prefix").first().textContent()).toBe(`${key.slice(0, 11)}_…`);

      // A template from the dashboard.
      await page.goto(url("/app/dashboard"));
      await waitForApp(page);
      await page.getByTestId("new-blank").click();
      const dialog = page.getByTestId("create-template-dialog");
      await dialog.getByRole("textbox").fill(`Invoice ${lang}`);
      await dialog.getByRole("button", { name: c.createTemplate }).click();
      // It opens in the designer, in the same language.
      await page.waitForURL((u) => u.pathname.startsWith(`${c.prefix}/app/designer/`));
      await expect.poll(() => page.getByTestId("template-name").inputValue()).toBe(`Invoice ${lang}`);
      await page.goto(url("/app/dashboard"));
      await waitForApp(page);

      // Log out, then log in again.
      await page.getByRole("button", { name: c.profileMenu }).click();
      await page.getByRole("menuitem", { name: c.logout }).click();
      await page.waitForURL(url("/auth/login"));
      await waitForApp(page);
      await page.goto(url("/app/dashboard"));
      await waitForApp(page);
      await page.waitForURL((u) => u.pathname === `${c.prefix}/auth/login`);
      await waitForApp(page);

      await page.getByLabel(lang === "en" ? "E-mail address" : "E-mailadres").fill(email);
      await page.getByLabel(lang === "en" ? "Password" : "Wachtwoord").fill("a long password");
      await page.getByRole("button", { name: c.login, exact: true }).click();
      await page.waitForURL(url("/app/dashboard"));
      await waitForApp(page);
      // A client-side navigation changes the URL before React has rendered the dashboard it loaded.
      await expect.poll(() => page.getByTestId("template-name").allTextContents()).toContain(`Invoice ${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: a wrong password shows 'Oops…'; an invalid e-mail shows the e-mail message`, async () => {
      const context = await newVisitorContext(stack.browser, stack.server.url);
      const page = await context.newPage();
      // A refused submission is an answer the page shows, not a failed resource in the console.
      const consoleErrors: string[] = [];
      page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
      await page.goto(`${stack.server.url}${c.prefix}/auth/login`);
      await waitForApp(page);
      await page.getByLabel(lang === "en" ? "E-mail address" : "E-mailadres").fill("nobody@example.com");
      await page.getByLabel(lang === "en" ? "Password" : "Wachtwoord").fill("wrong password");
      await page.getByRole("button", { name: c.login, exact: true }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toContain(c.loginError);

      await page.getByLabel(lang === "en" ? "E-mail address" : "E-mailadres").fill("not-an-email");
      await page.getByRole("button", { name: c.login, exact: true }).click();
      await expect.poll(() => page.locator("[data-field-error=email]").textContent()).toBe(c.invalidEmail);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
