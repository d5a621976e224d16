import type { Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import { buildAlreadyRegisteredMail, buildEmailChangeConfirmationMail, buildEmailChangeNoticeMail } from "~/features/mail/account-mails.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale } from "~/utils/locale";
import { issueUserToken } from "./user-tokens.server.ts";
import { findUserByEmail } from "./users.server.ts";

const CHANGE_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Starts an address change: the new address gets a link (24 hours) that makes
 * the change, the current address is told. When the new address already has
 * an account, its owner is told instead and the caller sees the same answer,
 * so this call does not reveal who has an account either.
 */
export async function requestEmailChange({ db, user, newEmail }: { db: Kysely<Database>; user: Pick<User, "id" | "email" | "name" | "locale">; newEmail: string }): Promise<void> {
  const locale = isLocale(user.locale) ? user.locale : "en";
  const owner = await findUserByEmail(db, newEmail);
  if (owner) {
    sendMailLater(await buildAlreadyRegisteredMail({ to: owner.email, name: owner.name, locale: isLocale(owner.locale) ? owner.locale : "en" }));
  } else {
    const token = await issueUserToken(db, { userId: user.id, purpose: "email_confirmation", email: newEmail.trim(), ttlMs: CHANGE_LINK_TTL_MS });
    sendMailLater(await buildEmailChangeConfirmationMail({ to: newEmail.trim(), name: user.name, locale, token }));
  }
  sendMailLater(await buildEmailChangeNoticeMail({ to: user.email, name: user.name, locale, newEmail: newEmail.trim() }));
}
