import type { Locale } from "~/utils/locale";
import { composeMail } from "./compose-mail.server.ts";
import { mailT } from "./mail-text.server.ts";
import type { MailMessage } from "./send-mail.server.ts";

/**
 * A message from the `mail` namespace: `<key>.subject`, `.paragraphs` (a list),
 * `.action` (the button's label, when `actionUrl` is given) and `.footer`, each
 * interpolated with `params`, under "Hello {{name}},".
 */
export async function buildMail(options: {
  key: string;
  to: string;
  locale: Locale;
  name?: string;
  params?: Record<string, unknown>;
  actionUrl?: string;
  replyTo?: string;
}): Promise<MailMessage> {
  const t = await mailT(options.locale);
  const params = { ...options.params, name: options.name };
  const paragraphs = t(`${options.key}.paragraphs`, { ...params, returnObjects: true }) as unknown;
  if (!Array.isArray(paragraphs)) throw new Error(`mail.json has no paragraphs for ${options.key} (${options.locale})`);
  return composeMail({
    to: options.to,
    subject: t(`${options.key}.subject`, params),
    greeting: options.name ? t("greeting", params) : t("greetingNoName"),
    paragraphs: paragraphs.map(String),
    action: options.actionUrl ? { label: t(`${options.key}.action`, params), url: options.actionUrl } : undefined,
    footer: t(`${options.key}.footer`, { ...params, defaultValue: "" }) || undefined,
    replyTo: options.replyTo,
  });
}
