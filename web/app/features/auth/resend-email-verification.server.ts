import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { TFunction } from "i18next";
import type { Database } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import { enforceFormRateLimit } from "~/features/forms/enforce-form-rate-limit.server";
import { sendEmailVerification } from "./send-email-verification.server.ts";
import { findUserById } from "./users.server.ts";
import { localizedError } from "~/utils/api-error-locale.server";

/** A fresh verification link for the signed-in user's address, at most 5 an hour; nothing when it is verified already. */
export async function resendEmailVerification({
  db,
  redis,
  userId,
  t,
}: {
  db: Kysely<Database>;
  redis: Redis;
  userId: number;
  t: TFunction;
}): Promise<{ email: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw localizedError("unauthenticated", t("api.signIn"));
  if (user.email_verified_at) return { email: user.email };
  try {
    await enforceFormRateLimit({ redis, form: "verify-email", client: `user:${user.id}`, limit: 5, windowSeconds: 3600 });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    throw localizedError("rate_limited", t("verify.tooMany"), { headers: error.headers });
  }
  await sendEmailVerification({ db, user });
  return { email: user.email };
}
