import { readFileSync } from "node:fs";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { newVisitorContext, waitForApp } from "./support/browser";
import { useStack } from "./support/stack";

// Password reset in a real browser against the server as `npm start` runs it: no SMTP_URL, so the
// message is an .eml file under $DATA_DIR/mail/ and its link is in the log (issue 13).
const COPY = {
  en: {
    prefix: "",
    forgot: "Forgot your password?",
    send: "Send me a link",
    sent: "Check your inbox",
    subject: "Reset your Paperjet password",
    newPassword: "New password",
    save: "Save my new password",
    done: "Your password was changed",
    login: "Log in",
    email: "E-mail address",
    password: "Password",
  },
  nl: {
    prefix: "/nl",
    forgot: "Wachtwoord vergeten?",
    send: "Stuur me een link",
    sent: "Kijk in je inbox",
    subject: "Stel een nieuw wachtwoord in voor Paperjet",
    newPassword: "Nieuw wachtwoord",
    save: "Nieuw wachtwoord opslaan",
    done: "Je wachtwoord is gewijzigd",
    login: "Inloggen",
    email: "E-mailadres",
    password: "Wachtwoord",
  },
} as const;

describe("password reset in the browser", () => {
  const stack = useStack();

  /** The log line the mail module prints for a message to `email`: the .eml file and its links. */
  async function loggedMail(email: string, subject: string) {
    const pattern = new RegExp(`\\[mail\\] "${subject}" to ${email.replace(/[.+]/g, "\\$&")} written to (\\S+\\.eml); links: (\\S+)`);
    await expect.poll(() => pattern.test(stack.server.output()), { timeout: 10_000 }).toBe(true);
    const [, file, link] = pattern.exec(stack.server.output())!;
    return { file: file!, link: link! };
  }

  for (const lang of ["en", "nl"] as const) {
    const c = COPY[lang];
    it(`${lang}: login → forgot password → the .eml's link → new password → log in with it; the old token is dead`, async () => {
      const email = `reset.${lang}.${Date.now()}@example.com`;
      const signUp = await fetch(`${stack.server.url}/api/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang },
        body: JSON.stringify({ name: "Rita Reset", email, password: "old password" }),
      });
      expect(signUp.status).toBe(201);
      const oldToken = (await signUp.json()).globals.token as string;

      const context = await newVisitorContext(stack.browser, stack.server.url);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`${stack.server.url}${c.prefix}/auth/login`);
      await waitForApp(page);
      await page.getByRole("link", { name: c.forgot }).click();
      await page.waitForURL(`${stack.server.url}${c.prefix}/auth/forgot-password`);
      await waitForApp(page);
      await page.getByLabel(c.email).fill(email);
      await page.getByRole("button", { name: c.send }).click();
      await page.getByRole("heading", { name: c.sent }).waitFor();

      const { file, link } = await loggedMail(email, c.subject);
      const mail = await simpleParser(readFileSync(file));
      expect(mail.subject).toBe(c.subject);
      expect(mail.text).toContain(link);
      expect(new URL(link).pathname).toMatch(new RegExp(`^${c.prefix}/auth/reset-password/[\\w-]{43}$`));

      await page.goto(link);
      await waitForApp(page);
      await page.getByLabel(c.newPassword).fill("brand new password");
      await page.getByRole("button", { name: c.save }).click();
      await page.waitForURL(`${stack.server.url}${c.prefix}/auth/login?reset=1`);
      await waitForApp(page);
      expect(await page.getByRole("status").textContent()).toContain(c.done);

      await page.getByLabel(c.email).fill(email);
      await page.getByLabel(c.password, { exact: true }).fill("brand new password");
      await page.getByRole("button", { name: c.login, exact: true }).click();
      await page.waitForURL((url) => !url.pathname.includes("/auth/"));

      const me = await fetch(`${stack.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(me.status).toBe(401);
      // The link worked once.
      await page.goto(link);
      await waitForApp(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        lang === "en" ? "This link no longer works" : "Deze link werkt niet meer",
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
