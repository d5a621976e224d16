import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import type { Auth } from "~/features/auth/auth.server";
import { env } from "~/config/env.server";
import type { Locale } from "~/utils/locale";
import { validationMessages } from "~/utils/validation-messages";
import { FIELD_LABELS } from "./auth-schemas.ts";
import { revokeAuthTokens } from "./auth-tokens.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { requestEmailChange } from "./request-email-change.server.ts";
import { findUserById, toPublicUser, type PublicUser } from "./users.server.ts";

export interface UserChanges {
  name?: string;
  email?: string;
  locale?: Locale;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * Profile, language, address and password changes. A new password or address
 * needs the current password (unless the account has none yet: social
 * sign-up). A new password ends every other session and token of the user;
 * the one making the change stays signed in. A new address only takes effect
 * when the link mailed to it is opened (requestEmailChange): `pendingEmail`.
 */
export async function updateUser({
  db,
  redis,
  auth,
  changes,
  locale,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  auth: Auth;
  changes: UserChanges;
  locale: Locale;
  t: TFunction;
}): Promise<{ user: PublicUser; pendingEmail: string | null }> {
  const m = validationMessages(locale);
  const current = await findUserById(db, auth.user.id);
  if (!current) throw apiError("unauthenticated", "signInToContinue", "Sign in to continue.");
  const set: Record<string, unknown> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.locale !== undefined) set.locale = changes.locale;
  const newEmail =
    changes.email !== undefined && changes.email.trim().toLowerCase() !== current.email.toLowerCase() ? changes.email.trim() : null;
  if ((changes.newPassword || newEmail) && current.password_hash) {
    // A stolen session alone must not be enough to move the account to another address or password.
    const refused = !changes.currentPassword
      ? m.required(FIELD_LABELS[locale].currentPassword)
      : !(await verifyPassword(changes.currentPassword, current.password_hash))
        ? m.passwordMismatch()
        : null;
    if (refused)
      throw apiError("validation_failed", "invalidRequest", "The request is not valid.", { errors: { currentPassword: [refused] } });
  }
  if (changes.newPassword) set.password_hash = await hashPassword(changes.newPassword);
  if (newEmail) await requestEmailChange({ db, redis, user: { ...current, ...set } as typeof current, newEmail, t });
  if (Object.keys(set).length === 0) return { user: toPublicUser(current, env().ADMIN_EMAILS), pendingEmail: newEmail };

  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("users")
      .set({ ...set, updated_at: new Date() })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (changes.newPassword) {
      const keep = auth.sessionId;
      let sessions = trx.deleteFrom("sessions").where("user_id", "=", current.id);
      if (keep) sessions = sessions.where("id", "!=", keep);
      await sessions.execute();
      await revokeAuthTokens(trx, { userId: current.id, exceptSessionId: keep, exceptTokenId: auth.tokenId });
    }
    return row;
  });
  return { user: toPublicUser(updated, env().ADMIN_EMAILS), pendingEmail: newEmail };
}
