import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database, User } from "@paperjet/db";
import { localizedError } from "~/utils/api-error-locale.server";
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from "./login-throttle.server.ts";
import { dummyPasswordHash, verifyPassword } from "./password.server.ts";
import { findUserByEmail } from "./users.server.ts";

/**
 * Checks e-mail + password under the login throttle: 401 with the product's
 * 'Oops. Something went wrong:' message for bad credentials, 429 with
 * Retry-After once an account or address has failed too often.
 */
export async function logInUser({
  db,
  redis,
  email,
  password,
  ip,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  email: string;
  password: string;
  ip: string;
  t: TFunction;
}): Promise<User> {
  const who = { email, ip };
  const wait = await loginRetryAfter(redis, who);
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60));
    throw localizedError("rate_limited", t("errors.tooManyAttempts", { count: minutes }), { headers: { "Retry-After": String(wait) } });
  }
  const user = await findUserByEmail(db, email);
  const ok = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : (await verifyPassword(password, await dummyPasswordHash()), false);
  if (!user || !ok) {
    await recordLoginFailure(redis, who);
    // Social-only accounts get the same answer: no hint about which accounts exist.
    throw localizedError("unauthenticated", t("errors.badCredentials"));
  }
  await clearLoginFailures(redis, who);
  // Only after the right password: a disabled account's state is told only to whoever holds it.
  if (user.disabled_at) throw localizedError("forbidden", t("errors.accountDisabled"));
  return user;
}
