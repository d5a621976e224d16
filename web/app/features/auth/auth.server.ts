import { createHmac, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { findLiveAuthToken } from "~/features/auth/auth-tokens.server";
import { findUserById, toPublicUser, type PublicUser } from "~/features/auth/users.server";
import { findCurrentWorkspace, type CurrentWorkspace } from "~/features/workspaces/current-workspace.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { localeFromPath, localizedPath } from "~/utils/locale";
import { getRequestT } from "~/utils/request-locale.server";
import { getSession, type AppSession } from "~/utils/session.server";
import { PAGE_FORM_MAX_BYTES, readForm } from "~/utils/read-body.server";
import { localizedError } from "~/utils/api-error-locale.server";

export type { CurrentWorkspace, PublicUser };

/**
 * Who is calling: a browser session (cookie) or a bearer token of the internal
 * API, and the workspace the call acts in (the session's current one).
 */
export type Auth = { user: PublicUser; workspace: CurrentWorkspace } & (
  | { method: "session"; session: AppSession; sessionId: string; tokenId?: undefined }
  | { method: "token"; tokenId: string; sessionId: string | null; session?: undefined }
);

const cache = new WeakMap<Request, Promise<Auth | null>>();

/** The caller of this request, or null. Resolved once per Request object. */
export function getAuth(request: Request): Promise<Auth | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolveAuth(request);
    cache.set(request, pending);
  }
  return pending;
}

async function resolveAuth(request: Request): Promise<Auth | null> {
  const db = await getDb();
  const header = request.headers.get("Authorization");
  if (header) {
    // A bearer that does not check out is a failed sign-in, never a fallback to the cookie.
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return null;
    const token = await findLiveAuthToken(db, match[1]!);
    if (!token) return null;
    const user = await findUserById(db, token.user_id);
    // A disabled account (admin area) is no caller, from its next request on.
    if (!user || user.disabled_at) return null;
    const workspace = await findCurrentWorkspace(db, { userId: user.id, userName: user.name, sessionId: token.session_id });
    return { user: toPublicUser(user, env().ADMIN_EMAILS), workspace, method: "token", tokenId: token.id, sessionId: token.session_id };
  }
  if (!request.headers.get("Cookie")?.includes("__session=")) return null;
  const session = await getSession(request);
  const userId = session.get("userId");
  if (!userId || !session.id) return null;
  const user = await findUserById(db, userId);
  if (!user || user.disabled_at) return null;
  const workspace = await findCurrentWorkspace(db, { userId: user.id, userName: user.name, sessionId: session.id });
  return { user: toPublicUser(user, env().ADMIN_EMAILS), workspace, method: "session", session, sessionId: session.id };
}

export async function getOptionalUser(request: Request): Promise<PublicUser | null> {
  return (await getAuth(request))?.user ?? null;
}

/** The per-session CSRF token: an HMAC of the session id, so nothing extra is stored. */
export function csrfTokenFor(sessionId: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(`csrf:${sessionId}`).digest("base64url");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Guard errors remember their message key (auth.json `api.*`), so the API can answer in the caller's language.
const messageKeys = new WeakMap<AppError, string>();
function guardError(code: "unauthenticated" | "forbidden", key: string, detail: string, headers?: Record<string, string>): AppError {
  const error = localizedError(code, detail, { headers });
  messageKeys.set(error, key);
  return error;
}

/**
 * Refuses writes that come from another site: a foreign `Origin` or
 * `Sec-Fetch-Site: cross-site`. Applies to every write, signed in or not
 * (login CSRF).
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("Origin");
  const allowed = new Set([new URL(request.url).origin, new URL(env().APP_URL).origin]);
  if (origin === "null" || (origin && !allowed.has(origin)) || request.headers.get("Sec-Fetch-Site") === "cross-site") {
    throw guardError("forbidden", "api.crossSite", "Cross-site requests are not accepted.");
  }
}

/**
 * Cookie-authenticated writes must carry the session's CSRF token in
 * `X-CSRF-Token` or a `_csrf` form field. Bearer-token calls are exempt:
 * a browser never attaches them on its own.
 */
async function assertCsrf(request: Request, auth: Auth): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  assertSameOrigin(request);
  if (auth.method !== "session") return;
  let sent = request.headers.get("X-CSRF-Token");
  const type = request.headers.get("Content-Type") ?? "";
  // Only a short form is read for its field (page forms; uploads send the header): a clone's body is
  // held in memory for the original too. A form past the limit simply carries no token here.
  const declared = request.headers.get("Content-Length");
  if (
    !sent &&
    (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) &&
    Number(declared ?? 0) <= PAGE_FORM_MAX_BYTES
  ) {
    const value = (await readForm(request.clone()).catch(() => undefined))?.get("_csrf");
    sent = typeof value === "string" ? value : null;
  }
  const expected = Buffer.from(csrfTokenFor(auth.sessionId));
  const actual = Buffer.from(sent ?? "");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw guardError("forbidden", "api.csrf", "The form has expired or came from another site. Reload the page and try again.");
  }
}

/** Guard failures in the request's language (api.md: messages follow Accept-Language or the locale cookie). */
async function translated(request: Request, error: AppError): Promise<AppError> {
  const key = messageKeys.get(error);
  if (!key) return error;
  const { t } = await getRequestT(request, "auth");
  return localizedError(error.code, t(key), { headers: error.headers });
}

/** API guard: the caller, or 401; cookie writes are CSRF-checked (403). */
export async function requireUser(request: Request): Promise<Auth> {
  const auth = await getAuth(request);
  try {
    if (!auth) throw guardError("unauthenticated", "api.signIn", "Sign in to continue.", { "WWW-Authenticate": 'Bearer realm="paperjet"' });
    await assertCsrf(request, auth);
  } catch (error) {
    throw error instanceof AppError ? await translated(request, error) : error;
  }
  return auth;
}

/** API guard for `/api/admin/*`: 401 when not signed in, 403 for signed-in non-admins. */
export async function requireAdmin(request: Request): Promise<Auth> {
  const auth = await requireUser(request);
  if (auth.user.role !== "admin")
    throw await translated(request, guardError("forbidden", "api.adminOnly", "This needs an administrator account."));
  return auth;
}

/** Where the login page sends the visitor back to: only local paths, never another site. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** The login page in the visitor's language, with the page to come back to. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const back = url.pathname + url.search;
  return redirect(`${localizedPath(locale, "/auth/login")}?redirectTo=${encodeURIComponent(back)}`);
}

/**
 * Page guard (authentication): the signed-in user, or a redirect to the login
 * page. Non-GET requests (actions) also pass the CSRF check, as a 403 page.
 */
export async function requireUserPage(request: Request): Promise<Auth> {
  const auth = await getAuth(request);
  if (!auth) throw loginRedirect(request);
  try {
    await assertCsrf(request, auth);
  } catch (error) {
    if (error instanceof AppError) throw pageError(403, error.message);
    throw error;
  }
  return auth;
}

/** Page guard (is-user): a signed-in account with a role that may use the app area. */
export async function requireAppUserPage(request: Request): Promise<Auth> {
  const auth = await requireUserPage(request);
  if (auth.user.role !== "user" && auth.user.role !== "admin") throw pageError(403, "This account cannot use the app.");
  return auth;
}

/** Page guard for `/app/admin*`: 403 for signed-in users who are not administrators. */
export async function requireAdminPage(request: Request): Promise<Auth> {
  const auth = await requireAppUserPage(request);
  if (auth.user.role !== "admin") throw pageError(403, "This page needs an administrator account.");
  return auth;
}

function pageError(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { "Content-Type": "application/json" } });
}
