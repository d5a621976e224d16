import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { sessionCookieHeaders, startSession } from "~/utils/session.server";
import { insertAuthToken } from "./auth-tokens.server.ts";

/**
 * Signs a user in: a fresh server-side session (new id, against fixation) and,
 * for the JSON API, a bearer token tied to that session so logout ends both.
 */
export async function startUserSession<WithToken extends boolean = true>({
  db,
  userId,
  previousSessionId,
  withToken = true as WithToken,
}: {
  db: Kysely<Database>;
  userId: number;
  previousSessionId?: string;
  /** Pages sign in with the cookie alone; the JSON API also hands out a bearer token. */
  withToken?: WithToken;
}): Promise<{ cookies: Headers; sessionId: string; token: WithToken extends true ? string : null }> {
  if (previousSessionId) await db.deleteFrom("sessions").where("id", "=", previousSessionId).execute();
  const { session, setCookie } = await startSession(userId);
  const token = withToken ? await insertAuthToken(db, { userId, sessionId: session.id }) : null;
  return { cookies: sessionCookieHeaders(setCookie, true), sessionId: session.id, token: token as WithToken extends true ? string : null };
}
