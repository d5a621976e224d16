import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";
import { getAuthenticator, isOAuthProvider, isProviderEnabled } from "~/features/auth/oauth-providers.server";
import { serializeOAuthReturn } from "~/features/auth/oauth-return-cookie.server";
import { onlyMethod } from "~/features/api/api.server";
import { safeRedirectTo } from "~/features/auth/auth.server";
import { isLocale } from "~/utils/locale";

// Starts social login: remembers where to return, then remix-auth-oauth2 redirects to the provider (state + PKCE in a cookie).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  if (!isOAuthProvider(provider) || !isProviderEnabled(provider)) {
    return apiErrorResponse(
      request,
      apiError("not_found", "providerNotAvailable", `Sign-in with ${provider} is not available.`, { params: { provider } }),
    );
  }
  const url = new URL(request.url);
  const lng = url.searchParams.get("lng");
  const returnCookie = await serializeOAuthReturn({
    lng: isLocale(lng) ? lng : "en",
    redirectTo: safeRedirectTo(url.searchParams.get("redirectTo"), "") || null,
  });
  try {
    await getAuthenticator().authenticate(provider, request);
  } catch (error) {
    if (error instanceof Response) {
      error.headers.append("Set-Cookie", returnCookie);
      return error;
    }
    throw error;
  }
  throw new Error("The OAuth2 strategy did not redirect to the provider");
}

export const action = onlyMethod("GET");
