import type { Kysely } from "kysely";
import type { Database, User } from "@paperjet/db";
import { buildEmailVerificationMail } from "~/features/mail/account-mails.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale } from "~/utils/locale";
import { issueUserToken } from "./user-tokens.server.ts";

/** Mails the account's address a link that proves it (7 days); sent after the caller answers. */
export async function sendEmailVerification({
  db,
  user,
}: {
  db: Kysely<Database>;
  user: Pick<User, "id" | "email" | "name" | "locale">;
}): Promise<void> {
  const token = await issueUserToken(db, { userId: user.id, purpose: "email_confirmation", email: user.email });
  sendMailLater(
    await buildEmailVerificationMail({ to: user.email, name: user.name, locale: isLocale(user.locale) ? user.locale : "en", token }),
  );
}
