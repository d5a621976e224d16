import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import { AppError } from "@paperjet/contracts";
import { enforceFormRateLimit } from "~/features/forms/enforce-form-rate-limit.server";
import type { Database, User } from "@paperjet/db";
import {
  buildAlreadyRegisteredMail,
  buildEmailChangeConfirmationMail,
  buildEmailChangeNoticeMail,
} from "~/features/mail/account-mails.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale } from "~/utils/locale";
import { issueUserToken } from "./user-tokens.server.ts";
import { findUserByEmail } from "./users.server.ts";
import { localizedError } from "~/utils/api-error-locale.server";

const CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * Starts an address change: the new address gets a link (24 hours) that makes
 * the change, the current address is told. When the new address already has
 * an account, its owner is told instead and the caller sees the same answer,
 * so this call does not reveal who has an account either.
 */
export async function requestEmailChange({
  db,
  redis,
  user,
  newEmail,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  user: Pick<User, "id" | "email" | "name" | "locale">;
  newEmail: string;
  t: TFunction;
}): Promise<void> {
  const locale = isLocale(user.locale) ? user.locale : "en";
  // Each request mails two addresses, one of them chosen by the caller: a few an hour, not a mail cannon.
  try {
    await enforceFormRateLimit({
      redis,
      form: "email-change",
      client: `user:${user.id}`,
      limit: EMAIL_CHANGES_PER_HOUR,
      windowSeconds: 3600,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    throw localizedError("rate_limited", t("errors.tooManyEmailChanges"), { headers: error.headers });
  }
  const owner = await findUserByEmail(db, newEmail);
  if (owner) {
    sendMailLater(
      await buildAlreadyRegisteredMail({ to: owner.email, name: owner.name, locale: isLocale(owner.locale) ? owner.locale : "en" }),
    );
  } else {
    const token = await issueUserToken(db, {
      userId: user.id,
      purpose: "email_confirmation",
      email: newEmail.trim(),
      ttlMs: CHANGE_LINK_TTL_MS,
    });
    sendMailLater(await buildEmailChangeConfirmationMail({ to: newEmail.trim(), name: user.name, locale, token }));
  }
  sendMailLater(await buildEmailChangeNoticeMail({ to: user.email, name: user.name, locale, newEmail: newEmail.trim() }));
}
