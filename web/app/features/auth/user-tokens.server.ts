import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { hashToken } from "./auth-tokens.server.ts";

export type UserTokenPurpose = "password_reset" | "email_confirmation";

export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  // Sign-up verification gets 7 days; an address change only 24 hours (see issueUserToken's callers).
  email_confirmation: 7 * 24 * 60 * 60 * 1000,
};

/**
 * A new single-use link token for `email`; only its SHA-256 is stored. Earlier
 * unused tokens of the same purpose stop working, so only the latest link does.
 */
export async function issueUserToken(
  db: Kysely<Database>,
  values: { userId: number; purpose: UserTokenPurpose; email: string; ttlMs?: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("user_tokens")
      .where("user_id", "=", values.userId)
      .where("purpose", "=", values.purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("user_tokens")
      .values({
        user_id: values.userId,
        purpose: values.purpose,
        email: values.email,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + (values.ttlMs ?? USER_TOKEN_TTL_MS[values.purpose])),
      })
      .execute();
  });
  return token;
}

/**
 * Marks the token used and returns its row, or undefined when it is unknown,
 * expired or already used. One UPDATE … RETURNING, so two requests with the
 * same link cannot both get it.
 */
export function takeUserToken(db: Kysely<Database>, token: string, purpose: UserTokenPurpose) {
  return db
    .updateTable("user_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning(["user_id", "email"])
    .executeTakeFirst();
}

/** Whether a token would be taken now (the reset page checks before showing its form). */
export async function isUserTokenUsable(db: Kysely<Database>, token: string, purpose: UserTokenPurpose): Promise<boolean> {
  const row = await db
    .selectFrom("user_tokens")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
  return Boolean(row);
}
