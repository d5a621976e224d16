import { createCookie } from "@remix-run/node";
import { env } from "~/config/env.server";
import { isLocale, type Locale } from "~/utils/locale";
import { cookieIsSecure } from "~/utils/session.server";

/** Where to go after social login, and in which language; kept for the round trip to the provider. */
export interface OAuthReturn {
  lng: Locale;
  redirectTo: string | null;
}

function cookie() {
  return createCookie("oauth_return", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(),
    maxAge: 600,
    secrets: [env().SESSION_SECRET],
  });
}

export function serializeOAuthReturn(value: OAuthReturn): Promise<string> {
  return cookie().serialize(value);
}

export async function readOAuthReturn(request: Request): Promise<OAuthReturn> {
  const value = (await cookie().parse(request.headers.get("Cookie"))) as Partial<OAuthReturn> | null;
  return { lng: isLocale(value?.lng) ? value.lng : "en", redirectTo: typeof value?.redirectTo === "string" ? value.redirectTo : null };
}

export function clearOAuthReturn(): Promise<string> {
  return cookie().serialize("", { maxAge: 0 });
}
