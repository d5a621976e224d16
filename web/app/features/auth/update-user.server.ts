import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import type { Auth } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";
import { revokeAuthTokens } from "./auth-tokens.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { findUserByEmail, findUserById, toPublicUser, type PublicUser } from "./users.server.ts";

export interface UserChanges {
  name?: string;
  email?: string;
  locale?: Locale;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * Profile, language and password changes. A new password needs the current
 * one (unless the account has none yet: social sign-up) and ends every other
 * session and token of the user; the one making the change stays signed in.
 */
export async function updateUser({ db, auth, changes, locale }: { db: Kysely<Database>; auth: Auth; changes: UserChanges; locale: Locale }): Promise<PublicUser> {
  const m = validationMessages(locale);
  const current = await findUserById(db, auth.user.id);
  if (!current) throw new AppError("unauthenticated", "Sign in to continue.");
  const set: Record<string, unknown> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.locale !== undefined) set.locale = changes.locale;
  if (changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()) {
    const other = await findUserByEmail(db, changes.email);
    if (other && other.id !== current.id) throw new AppError("validation_failed", "The request is not valid.", { errors: { email: [m.emailTaken()] } });
    set.email = changes.email;
    // A changed address has not been verified by anyone yet.
    set.email_verified = false;
  }
  if (changes.newPassword) {
    if (current.password_hash && !(await verifyPassword(changes.currentPassword ?? "", current.password_hash))) {
      throw new AppError("validation_failed", "The request is not valid.", { errors: { currentPassword: [m.passwordMismatch()] } });
    }
    set.password_hash = await hashPassword(changes.newPassword);
  }
  if (Object.keys(set).length === 0) return toPublicUser(current, env().ADMIN_EMAILS);

  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx.updateTable("users").set({ ...set, updated_at: new Date() }).where("id", "=", current.id).returningAll().executeTakeFirstOrThrow();
    if (changes.newPassword) {
      const keep = auth.sessionId;
      let sessions = trx.deleteFrom("sessions").where("user_id", "=", current.id);
      if (keep) sessions = sessions.where("id", "!=", keep);
      await sessions.execute();
      await revokeAuthTokens(trx, { userId: current.id, exceptSessionId: keep, exceptTokenId: auth.tokenId });
    }
    return row;
  });
  return toPublicUser(updated, env().ADMIN_EMAILS);
}
