import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database } from "@paperjet/db";
import { localizedError } from "~/utils/api-error-locale.server";
import { buildPasswordResetMail } from "~/features/mail/account-mails.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale } from "~/utils/locale";
import { loginRetryAfter, recordLoginFailure } from "./login-throttle.server.ts";
import { issueUserToken } from "./user-tokens.server.ts";
import { findUserByEmail } from "./users.server.ts";

/**
 * `POST /api/auth/forgot-password`: mails a one-hour reset link when the
 * address has an account, and answers the same either way. Every request is
 * counted like a failed login (per address and per client), so the throttle's
 * 429 says nothing about the account either. The message goes out after the
 * answer, so the mail server's time does not show.
 */
export async function requestPasswordReset({
  db,
  redis,
  email,
  ip,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  email: string;
  ip: string;
  t: TFunction;
}): Promise<void> {
  const who = { email, ip };
  const wait = await loginRetryAfter(redis, who, "password-reset");
  if (wait > 0)
    throw localizedError("rate_limited", t("errors.tooManyResets", { count: Math.max(1, Math.ceil(wait / 60)) }), {
      headers: { "Retry-After": String(wait) },
    });
  await recordLoginFailure(redis, who, "password-reset");
  const user = await findUserByEmail(db, email);
  if (!user) return;
  // The link is stored and the message built after the answer: the one lookup above is all a known address costs more.
  sendMailLater(async () => {
    const token = await issueUserToken(db, { userId: user.id, purpose: "password_reset", email: user.email });
    return buildPasswordResetMail({ to: user.email, name: user.name, locale: isLocale(user.locale) ? user.locale : "en", token });
  });
}
