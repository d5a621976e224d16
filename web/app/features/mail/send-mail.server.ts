import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { peekSingleton, replaceSingleton, singleton } from "~/utils/singleton.server";

/** One e-mail, ready to send: both bodies are already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The links the message carries; printed in the log when messages are written to files. */
  links: string[];
}

type Holder = { key: string; transport: Transporter };

/** SMTP when SMTP_URL is set; otherwise nodemailer composes the RFC 5322 message into a buffer for a file. */
function transport(): Transporter {
  const key = env().SMTP_URL ?? "file";
  const current = peekSingleton<Holder>("mail-transport");
  if (current?.key === key) return current.transport;
  // The configuration changed (tests point SMTP_URL at a server of their own): a new transport.
  current?.transport.close();
  const created = env().SMTP_URL
    ? nodemailer.createTransport(env().SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  return replaceSingleton<Holder>("mail-transport", { key, transport: created }).transport;
}

/**
 * Sends one message from MAIL_FROM. Without SMTP_URL (the embedded default) it
 * is written to `$DATA_DIR/mail/<time>-<id>.eml` and its links are logged, so
 * sign-up, password reset and invitations work with no mail server.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const info = await transport().sendMail({
    from: env().MAIL_FROM,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
  if (env().SMTP_URL) return;
  await mkdir(env().mailDir, { recursive: true });
  const id = String(info.messageId).replace(/[^\w.-]+/g, "");
  const file = path.join(env().mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${id}.eml`);
  await writeFile(file, info.message as Buffer);
  console.log(
    `[mail] "${message.subject}" to ${message.to} written to ${file}${message.links.length ? `; links: ${message.links.join(" ")}` : ""}`,
  );
}

/**
 * Sends after the caller has answered: the time a mail server takes never
 * shows in a response (forgot-password and sign-up must take as long for an
 * unknown address as for a known one). `compose` may be work to do first (a
 * token to store, then the message), so that work stays off the answer too.
 * Failures are logged; shutdown waits for messages still on their way.
 */
export function sendMailLater(compose: MailMessage | (() => Promise<MailMessage>)): void {
  const pending = pendingMail();
  const send = async () => {
    const message = typeof compose === "function" ? await compose() : compose;
    await sendMail(message).catch((error: unknown) =>
      console.error(`[mail] could not send "${message.subject}" to ${message.to}:`, (error as Error).message),
    );
  };
  const sending: Promise<void> = send()
    .catch((error: unknown) => console.error("[mail] a message could not be prepared:", error))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Resolves once every message handed to sendMailLater so far has been sent (or has failed and been logged). */
/** Messages on their way; shutdown waits for them before any client closes. */
function pendingMail(): Set<Promise<void>> {
  return singleton("mail-pending", () => {
    onShutdown(mailSent, { first: true });
    return new Set<Promise<void>>();
  });
}

export async function mailSent(): Promise<void> {
  await Promise.all(peekSingleton<Set<Promise<void>>>("mail-pending") ?? []);
}
