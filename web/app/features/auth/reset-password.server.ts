import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database } from "@paperjet/db";
import { localizedError } from "~/utils/api-error-locale.server";
import { revokeAuthTokens } from "./auth-tokens.server.ts";
import { loginRetryAfter, recordLoginFailure } from "./login-throttle.server.ts";
import { hashPassword } from "./password.server.ts";
import { isUserTokenUsable, takeUserToken } from "./user-tokens.server.ts";

/**
 * `POST /api/auth/reset-password`: sets the new password with a link from
 * requestPasswordReset (once, within the hour) and ends every session and
 * bearer token of the account, so whoever knew the old password is out.
 * Opening the link proves the address, so it also counts as verified.
 * Unknown, used or expired links are a 422 on `token`, counted per client
 * address like failed logins.
 */
export async function resetPassword({
  db,
  redis,
  token,
  password,
  ip,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  token: string;
  password: string;
  ip: string;
  t: TFunction;
}): Promise<{ email: string }> {
  const wait = await loginRetryAfter(redis, { ip }, "password-reset");
  if (wait > 0)
    throw localizedError("rate_limited", t("errors.tooManyResets", { count: Math.max(1, Math.ceil(wait / 60)) }), {
      headers: { "Retry-After": String(wait) },
    });
  const refuse = async () => {
    await recordLoginFailure(redis, { ip }, "password-reset");
    return localizedError("validation_failed", t("reset.invalidLink"), { errors: { token: [t("reset.invalidLink")] } });
  };
  // A wrong link costs no hash; a right one is hashed before it is taken, so a used link never leaves the old password.
  if (!(await isUserTokenUsable(db, token, "password_reset"))) throw await refuse();
  const passwordHash = await hashPassword(password);
  const done = await db.transaction().execute(async (trx) => {
    const taken = await takeUserToken(trx, token, "password_reset");
    if (!taken) return null;
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where("id", "=", taken.user_id)
      .returning(["id", "email", "email_verified_at"])
      .executeTakeFirstOrThrow();
    // The link went to the address the account still has: that address is proven.
    if (!user.email_verified_at && user.email.toLowerCase() === taken.email.toLowerCase()) {
      await trx.updateTable("users").set({ email_verified_at: new Date() }).where("id", "=", user.id).execute();
    }
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await revokeAuthTokens(trx, { userId: user.id });
    await trx
      .deleteFrom("user_tokens")
      .where("user_id", "=", user.id)
      .where("purpose", "=", "password_reset")
      .where("used_at", "is", null)
      .execute();
    return { email: user.email };
  });
  if (!done) throw await refuse();
  return done;
}
