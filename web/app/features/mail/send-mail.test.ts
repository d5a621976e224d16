import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { resetEnv } from "~/config/env.server";
import { buildPasswordResetMail } from "./account-mails.server";
import { composeMail } from "./compose-mail.server";
import { sendMail } from "./send-mail.server";

process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.APP_URL = "https://paperjet.example";
const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.DATA_DIR;
  resetEnv();
});

describe("sendMail", () => {
  it("with SMTP_URL: delivers text and HTML from MAIL_FROM, in the recipient's language", async () => {
    inbox.use();
    await sendMail(await buildPasswordResetMail({ to: "nora@example.com", name: "Nora <b>", locale: "nl", token: "abc" }));
    const [mail] = await inbox.waitFor("nora@example.com");
    expect(mail!.from!.value).toEqual([{ name: "Paperjet", address: "noreply@paperjet.example" }]);
    expect(mail!.subject).toBe("Stel een nieuw wachtwoord in voor Paperjet");
    expect(mail!.text).toContain("Hallo Nora <b>,");
    expect(mail!.text).toContain("https://paperjet.example/nl/auth/reset-password/abc");
    // Names are text, never markup, in the HTML body.
    expect(mail!.html).toContain("Hallo Nora &#60;b&#62;,");
    expect(mail!.html).toContain('href="https://paperjet.example/nl/auth/reset-password/abc"');
  });

  it("without SMTP_URL: writes an RFC 5322 .eml under $DATA_DIR/mail/ and logs its links", async () => {
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "paperjet-mail-"));
    resetEnv();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await sendMail(
      composeMail({
        to: "ops@example.com",
        subject: "Héllo",
        greeting: "Hi,",
        paragraphs: ["Line one"],
        action: { label: "Open", url: "https://paperjet.example/x?y=1" },
        replyTo: "visitor@example.com",
      }),
    );
    const folder = path.join(process.env.DATA_DIR, "mail");
    const [file] = readdirSync(folder);
    expect(file).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(folder, file!)));
    expect(mail.subject).toBe("Héllo");
    expect(mail.replyTo!.text).toBe("visitor@example.com");
    expect(mail.text).toContain("Open:\nhttps://paperjet.example/x?y=1");
    expect(mail.html).toContain("Line one");
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mail\] "Héllo" to ops@example\.com written to .*\.eml; links: https:\/\/paperjet\.example\/x\?y=1$/),
    );
    log.mockRestore();
  });
});
