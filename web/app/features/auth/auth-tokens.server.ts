import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";

export const AUTH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A bearer token's text; insertAuthToken stores its hash, the answer to a taken sign-up address stores nothing. */
export function newAuthTokenText(): string {
  return `pjt_${randomBytes(32).toString("base64url")}`;
}

/** A new bearer token for the internal API; only its SHA-256 hash is stored. */
export async function insertAuthToken(db: Kysely<Database>, values: { userId: number; sessionId: string | null }): Promise<string> {
  const token = newAuthTokenText();
  await db
    .insertInto("auth_tokens")
    .values({
      user_id: values.userId,
      session_id: values.sessionId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + AUTH_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

export function findLiveAuthToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("auth_tokens")
    .select(["id", "user_id", "session_id"])
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date())
    .executeTakeFirst();
}

export async function revokeAuthTokens(
  db: Kysely<Database>,
  where: { id?: string; sessionId?: string; userId?: number; exceptSessionId?: string | null; exceptTokenId?: string },
) {
  if (!where.id && !where.sessionId && where.userId === undefined) throw new Error("revokeAuthTokens needs a token, session or user");
  let query = db.updateTable("auth_tokens").set({ revoked_at: new Date() }).where("revoked_at", "is", null);
  if (where.id) query = query.where("id", "=", where.id);
  if (where.sessionId) query = query.where("session_id", "=", where.sessionId);
  if (where.userId !== undefined) query = query.where("user_id", "=", where.userId);
  if (where.exceptSessionId)
    query = query.where((eb) => eb.or([eb("session_id", "is", null), eb("session_id", "!=", where.exceptSessionId!)]));
  if (where.exceptTokenId) query = query.where("id", "!=", where.exceptTokenId);
  await query.execute();
}
