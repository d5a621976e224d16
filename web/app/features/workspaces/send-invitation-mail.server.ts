import { sql, type Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { buildMail } from "~/features/mail/build-mail.server";
import { mailLink, mailT } from "~/features/mail/mail-text.server";
import { sendMailLater } from "~/features/mail/send-mail.server";
import { isLocale, type Locale } from "~/utils/locale";

/**
 * E-mails an invitation link. The message is in the invitee's language when
 * they already have an account, else in the inviter's. Sent after the answer
 * (a slow mail server never holds up the call; a failure is logged, and the
 * link in the answer still works).
 */
export async function sendInvitationMail(
  db: Kysely<Database>,
  options: {
    token: string;
    email: string;
    role: WorkspaceRole;
    workspaceName: string;
    inviter: { name: string; email: string };
    fallbackLocale: Locale;
  },
): Promise<void> {
  const invitee = await db
    .selectFrom("users")
    .select(["name", "locale"])
    .where(sql`lower(email)`, "=", options.email.toLowerCase())
    .executeTakeFirst();
  const locale = invitee && isLocale(invitee.locale) ? invitee.locale : options.fallbackLocale;
  const role = (await mailT(locale))(`roles.${options.role}`);
  const message = await buildMail({
    key: "invitation",
    to: options.email,
    locale,
    name: invitee?.name,
    params: { workspace: options.workspaceName, inviter: options.inviter.name, inviterEmail: options.inviter.email, role },
    actionUrl: mailLink(locale, `/invitations/${options.token}`),
  });
  sendMailLater(message);
}
