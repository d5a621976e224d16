import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { resetEnv } from "~/config/env.server";

/**
 * A real SMTP server on a free loopback port that keeps what it receives,
 * parsed by mailparser. `use()` points the app's SMTP_URL at it. `delayMs`
 * holds every message that long before accepting it (a slow mail server).
 */
export async function startSmtpInbox(options: { delayMs?: number } = {}) {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  const url = `smtp://127.0.0.1:${port}`;

  const to = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
  /** The messages that arrived for this address so far. */
  const inbox = (address: string) => messages.filter((mail) => to(mail).includes(address.toLowerCase()));

  return {
    url,
    messages,
    inbox,
    use() {
      process.env.SMTP_URL = url;
      resetEnv();
    },
    /** Waits until `count` messages have arrived for `address` (the app sends after answering). */
    async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<ParsedMail[]> {
      const deadline = Date.now() + timeoutMs;
      while (inbox(address).length < count) {
        if (Date.now() > deadline)
          throw new Error(`${inbox(address).length} of ${count} messages for ${address} arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return inbox(address);
    },
    /**
     * Waits for the message to `address` that `match` picks. Mails go out after the answer that caused
     * them, so two of them may arrive in either order: a test names the one it expects, never "the next".
     */
    async waitForMail(address: string, match: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox(address).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no matching message for ${address} within ${timeoutMs} ms (got: ${inbox(address)
              .map((m) => m.subject)
              .join(" | ")})`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that contains `path`. */
export function linkIn(mail: ParsedMail, path: string): string {
  const found = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((link) => link.includes(path));
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return found;
}
