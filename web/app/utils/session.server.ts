import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { env } from "~/config/env.server";
import { getDb } from "./db.server.ts";
import { TOKEN_FLAG_COOKIE } from "./api-client.ts";
import { singleton } from "./singleton.server.ts";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface SessionData {
  userId: number;
}
export type AppSession = Session<SessionData>;

/**
 * Cookies are Secure in production, except when the app is served over plain
 * http on this machine (`npm start` on localhost), where a Secure cookie
 * would be dropped by some clients.
 */
export function cookieIsSecure(): boolean {
  const { NODE_ENV, APP_URL } = env();
  if (NODE_ENV !== "production") return false;
  const url = new URL(APP_URL);
  return !(url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname));
}

function build() {
  const cookie = createCookie("__session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(),
    secrets: [env().SESSION_SECRET],
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  // The cookie carries only a random id; the row is the session, so logout and
  // "sign out other sessions" really end them on the server.
  return createSessionStorage<SessionData>({
    cookie,
    async createData(data, expires) {
      const id = randomBytes(32).toString("base64url");
      const db = await getDb();
      await db
        .insertInto("sessions")
        .values({
          id,
          user_id: data.userId ?? null,
          data: JSON.stringify(data),
          expires_at: expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
        })
        .execute();
      return id;
    },
    async readData(id) {
      const db = await getDb();
      const row = await db
        .selectFrom("sessions")
        .select(["data"])
        .where("id", "=", id)
        .where("expires_at", ">", new Date())
        .executeTakeFirst();
      return (row?.data as Partial<SessionData> | undefined) ?? null;
    },
    async updateData(id, data, expires) {
      const db = await getDb();
      await db
        .updateTable("sessions")
        .set({ user_id: data.userId ?? null, data: JSON.stringify(data), ...(expires ? { expires_at: expires } : {}) })
        .where("id", "=", id)
        .execute();
    },
    async deleteData(id) {
      const db = await getDb();
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
  });
}

function storage() {
  return singleton("session-storage", build);
}

export function getSession(request: Request): Promise<AppSession> {
  return storage().getSession(request.headers.get("Cookie"));
}

/** A brand-new session for `userId` (a new id at every login, against session fixation). */
export async function startSession(userId: number): Promise<{ session: AppSession; setCookie: string }> {
  const session = await storage().getSession();
  session.set("userId", userId);
  const setCookie = await storage().commitSession(session, { maxAge: SESSION_MAX_AGE_SECONDS });
  // commitSession gave the session its id only in the cookie; read it back for callers that link tokens to it.
  const created = await storage().getSession(setCookie.split(";")[0]);
  return { session: created, setCookie };
}

/**
 * A session cookie that signs no one in, with a row like any other: the answer
 * to a sign-up with an address that already has an account carries it, so
 * that answer has the same cookies as a real sign-up (register-user.server).
 */
export async function startGuestSession(): Promise<string> {
  return storage().commitSession(await storage().getSession(), { maxAge: SESSION_MAX_AGE_SECONDS });
}

/** Readable by script (not HttpOnly) because it is only a hint; it carries no secret. */
export function tokenFlagCookie(signedIn: boolean): string {
  const value = signedIn ? `1; Max-Age=${SESSION_MAX_AGE_SECONDS}` : "; Max-Age=0";
  return `${TOKEN_FLAG_COOKIE}=${value}; Path=/; SameSite=Lax${cookieIsSecure() ? "; Secure" : ""}`;
}

/** The session cookie and the token flag, as headers for a sign-in or sign-out answer. */
export function sessionCookieHeaders(sessionCookie: string, signedIn: boolean): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie);
  headers.append("Set-Cookie", tokenFlagCookie(signedIn));
  return headers;
}

/** Deletes the session row and returns the cookie that clears it in the browser. */
export function endSession(session: AppSession): Promise<string> {
  return storage().destroySession(session);
}

/** A Set-Cookie that removes the session cookie (for logouts made with a bearer token). */
export async function clearSessionCookie(): Promise<string> {
  return storage().destroySession(await storage().getSession());
}
