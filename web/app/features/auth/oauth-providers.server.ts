import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { env } from "~/config/env.server";
import { cookieIsSecure } from "~/utils/session.server";
import { singleton } from "~/utils/singleton.server";

export const OAUTH_PROVIDERS = ["google", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", github: "GitHub" };

/** What a provider tells us about the person signing in. */
export interface OAuthProfile {
  provider: OAuthProvider;
  providerUserId: string;
  email: string | null;
  /** Only a provider-verified address may be linked to an existing account. */
  emailVerified: boolean;
  name: string;
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === "string" && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** A provider is on only when its client id (and secret) are configured. */
export function isProviderEnabled(provider: OAuthProvider): boolean {
  const e = env();
  return provider === "google"
    ? Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
    : Boolean(e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET);
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json", "User-Agent": "Paperjet" },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function googleProfile(accessToken: string): Promise<OAuthProfile> {
  const info = (await getJson(env().GOOGLE_USERINFO_URL, accessToken)) as {
    sub: string;
    email?: string;
    email_verified?: boolean | string;
    name?: string;
  };
  return {
    provider: "google",
    providerUserId: String(info.sub),
    email: info.email ?? null,
    emailVerified: info.email_verified === true || info.email_verified === "true",
    name: info.name || info.email?.split("@")[0] || "Google user",
  };
}

async function githubProfile(accessToken: string): Promise<OAuthProfile> {
  const api = env().GITHUB_API_URL.replace(/\/$/, "");
  const user = (await getJson(`${api}/user`, accessToken)) as { id: number; login: string; name?: string | null };
  // The public profile e-mail says nothing about verification; /user/emails does.
  const emails = (await getJson(`${api}/user/emails`, accessToken)) as { email: string; primary: boolean; verified: boolean }[];
  const primary = emails.find((e) => e.primary) ?? emails.find((e) => e.verified) ?? emails[0];
  return {
    provider: "github",
    providerUserId: String(user.id),
    email: primary?.email ?? null,
    emailVerified: Boolean(primary?.verified),
    name: user.name || user.login,
  };
}

/**
 * remix-auth with one OAuth2Strategy per configured provider. The strategy's
 * verify step only fetches the profile; linking to accounts happens after.
 */
export function getAuthenticator(): Authenticator<OAuthProfile> {
  return singleton("oauth-authenticator", createAuthenticator);
}

function createAuthenticator(): Authenticator<OAuthProfile> {
  const e = env();
  const authenticator = new Authenticator<OAuthProfile>();
  // The state + PKCE cookie: Lax so it comes back with the provider's top-level redirect.
  const cookie = (provider: OAuthProvider) => ({
    name: `oauth_${provider}`,
    ...(cookieIsSecure() ? { secure: true as const } : {}),
    sameSite: "Lax" as const,
    httpOnly: true as const,
    path: "/",
    maxAge: 600,
  });
  const redirectURI = (provider: OAuthProvider) => `${e.APP_URL.replace(/\/$/, "")}/api/auth/oauth/${provider}/callback`;
  if (isProviderEnabled("google")) {
    authenticator.use(
      new OAuth2Strategy<OAuthProfile>(
        {
          clientId: e.GOOGLE_CLIENT_ID!,
          clientSecret: e.GOOGLE_CLIENT_SECRET!,
          authorizationEndpoint: e.GOOGLE_AUTHORIZATION_URL,
          tokenEndpoint: e.GOOGLE_TOKEN_URL,
          redirectURI: redirectURI("google"),
          scopes: ["openid", "email", "profile"],
          cookie: cookie("google"),
        },
        async ({ tokens }) => googleProfile(tokens.accessToken()),
      ),
      "google",
    );
  }
  if (isProviderEnabled("github")) {
    authenticator.use(
      new OAuth2Strategy<OAuthProfile>(
        {
          clientId: e.GITHUB_CLIENT_ID!,
          clientSecret: e.GITHUB_CLIENT_SECRET!,
          authorizationEndpoint: e.GITHUB_AUTHORIZATION_URL,
          tokenEndpoint: e.GITHUB_TOKEN_URL,
          redirectURI: redirectURI("github"),
          scopes: ["read:user", "user:email"],
          cookie: cookie("github"),
        },
        async ({ tokens }) => githubProfile(tokens.accessToken()),
      ),
      "github",
    );
  }
  return authenticator;
}
