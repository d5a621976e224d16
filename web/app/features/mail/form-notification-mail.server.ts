import i18next from "~/utils/i18next.server";
import { env } from "~/config/env.server";
import { buildMail } from "./build-mail.server.ts";

/**
 * Tells the operator (OPERATOR_EMAIL, in OPERATOR_LOCALE) about a contact or
 * demo request: every field the visitor filled in, under the forms' own
 * labels, with Reply-To set to the visitor.
 */
export async function buildFormNotificationMail({
  kind,
  email,
  fields,
}: {
  kind: "contact" | "book_a_demo";
  email: string;
  fields: Record<string, unknown>;
}) {
  const locale = env().OPERATOR_LOCALE;
  const t = await i18next.getFixedT(locale, "forms");
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== "")
    .map(
      ([field, value]) => `${t(`fields.${field}`, { defaultValue: field })}: ${Array.isArray(value) ? value.join(", ") : String(value)}`,
    );
  return buildMail({
    key: kind === "contact" ? "contactForm" : "demoForm",
    to: env().OPERATOR_EMAIL,
    locale,
    params: { email, fields: lines.join("\n") },
    replyTo: email,
  });
}
