import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";
import { OAuth2RequestError } from "remix-auth-oauth2";
import { getAuthenticator, isOAuthProvider, isProviderEnabled, type OAuthProfile } from "~/features/auth/oauth-providers.server";
import { clearOAuthReturn, readOAuthReturn } from "~/features/auth/oauth-return-cookie.server";
import { signInWithOAuth } from "~/features/auth/sign-in-with-oauth.server";
import { startUserSession } from "~/features/auth/start-user-session.server";
import { onlyMethod } from "~/features/api/api.server";
import { getAuth, safeRedirectTo } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { localizedPath } from "~/utils/locale";

// The provider sends the browser back here (GET /api/auth/oauth/{google,github}/callback).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isOAuthProvider(provider) || !isProviderEnabled(provider)) {
    return apiErrorResponse(
      request,
      apiError("not_found", "providerNotAvailable", `Sign-in with ${provider} is not available.`, { params: { provider } }),
    );
  }
  const back = await readOAuthReturn(request);
  const returnPage = localizedPath(back.lng, `/auth/oauth2/redirect/${provider}`);
  const fail = async (reason: string) => redirect(`${returnPage}?error=${reason}`, { headers: { "Set-Cookie": await clearOAuthReturn() } });

  let profile: OAuthProfile;
  try {
    profile = await getAuthenticator().authenticate(provider, request);
  } catch (error) {
    // A missing or foreign `state` is refused: it is what stops login CSRF and code injection.
    if (error instanceof RangeError || (error instanceof ReferenceError && /state/i.test(error.message))) return fail("state");
    if (!(error instanceof OAuth2RequestError)) console.error(`[oauth] ${provider} sign-in failed:`, error);
    return fail("failed");
  }

  const db = await getDb();
  const result = await signInWithOAuth({ db, profile, locale: back.lng });
  if (!result.ok) return fail(result.reason);
  const previous = await getAuth(request);
  const { cookies: headers } = await startUserSession({
    db,
    userId: result.user.id,
    withToken: false,
    previousSessionId: previous?.method === "session" ? previous.sessionId : undefined,
  });
  const next = result.created
    ? localizedPath(back.lng, "/onboarding")
    : safeRedirectTo(back.redirectTo, localizedPath(back.lng, "/app/dashboard"));
  headers.append("Set-Cookie", await clearOAuthReturn());
  return redirect(`${returnPage}?next=${encodeURIComponent(next)}`, { headers });
}

export const action = onlyMethod("GET");
