import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { startSession } from "~/utils/session.server";
import { insertAuthToken } from "./auth-tokens.server.ts";

/**
 * Signs a user in: a fresh server-side session (new id, against fixation) and,
 * for the JSON API, a bearer token tied to that session so logout ends both.
 */
export async function startUserSession({ db, userId, previousSessionId }: { db: Kysely<Database>; userId: number; previousSessionId?: string }): Promise<{ setCookie: string; token: string; sessionId: string }> {
  if (previousSessionId) await db.deleteFrom("sessions").where("id", "=", previousSessionId).execute();
  const { session, setCookie } = await startSession(userId);
  const token = await insertAuthToken(db, { userId, sessionId: session.id });
  return { setCookie, token, sessionId: session.id };
}
