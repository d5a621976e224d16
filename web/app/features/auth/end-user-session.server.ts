import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Auth } from "~/features/auth/auth.server";
import { clearSessionCookie, endSession, sessionCookieHeaders } from "~/utils/session.server";
import { revokeAuthTokens } from "./auth-tokens.server.ts";

/**
 * Logout: ends the browser session and revokes the tokens issued with it, or
 * the bearer token used and the session it came from. Returns the Set-Cookie
 * headers that clear the session cookie and the token flag.
 */
export async function endUserSession({ db, auth }: { db: Kysely<Database>; auth: Auth }): Promise<Headers> {
  if (auth.method === "token") {
    await revokeAuthTokens(db, { id: auth.tokenId });
    if (auth.sessionId) {
      await revokeAuthTokens(db, { sessionId: auth.sessionId });
      await db.deleteFrom("sessions").where("id", "=", auth.sessionId).execute();
    }
  } else {
    await revokeAuthTokens(db, { sessionId: auth.sessionId });
  }
  return sessionCookieHeaders(await (auth.session ? endSession(auth.session) : clearSessionCookie()), false);
}
