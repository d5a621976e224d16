import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorView } from "~/components/error-view";
import { NewBuildNotice } from "~/components/new-build-notice";
import { parseConsent } from "~/features/consent/consent";
import { CookieConsent } from "~/features/consent/cookie-consent";
import { configuredTrackers } from "~/features/consent/trackers.server";
import { useNonce } from "~/features/security/nonce";
import stylesheet from "~/tailwind.css?url";
import { useApiSession } from "~/utils/api-session";
import { fullLoadRecoveryScript } from "~/utils/chunk-recovery";
import { getAuth, csrfTokenFor } from "~/features/auth/auth.server";
import { saveUserLocale } from "~/features/auth/save-user-locale.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { localeCookie } from "~/utils/i18next.server";
import { DEFAULT_LOCALE, isLocale, localeFromPath, unlocalizedPath } from "~/utils/locale";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Every page's shared data: the page's locale, the signed-in user (or null),
 * the CSRF token for forms of signed-in users, and which social logins are on.
 * Also the locale routing: `/en/...` → `/...`; `?lng=xx` stores the choice (cookie, and a signed-in user's language) and
 * drops the parameter; `/` goes to `/nl` for visitors whose cookie says Dutch;
 * any page keeps the cookie in step with the language being read.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const cookieLocale = await localeCookie.parse(request.headers.get("Cookie"));

  if (url.pathname === `/${DEFAULT_LOCALE}` || url.pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    throw redirect(unlocalizedPath(url.pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + url.search, 301);
  }
  const chosen = url.searchParams.get("lng");
  if (isLocale(chosen)) {
    // A signed-in user's choice is their account's language (Settings → Language), not only this browser's.
    const user = (await getAuth(request))?.user;
    if (user) await saveUserLocale(await getDb(), { userId: user.id, locale: chosen });
    url.searchParams.delete("lng");
    throw redirect(url.pathname + url.search, { headers: { "Set-Cookie": await localeCookie.serialize(chosen) } });
  }
  if (url.pathname === "/" && cookieLocale === "nl") throw redirect("/nl" + url.search);

  const auth = await getAuth(request);
  const { GOOGLE_CLIENT_ID, GITHUB_CLIENT_ID } = env();
  const payload = {
    locale,
    user: auth?.user ?? null,
    csrfToken: auth?.method === "session" ? csrfTokenFor(auth.sessionId) : null,
    oauth: { google: Boolean(GOOGLE_CLIENT_ID), github: Boolean(GITHUB_CLIENT_ID) },
    // The cookie bar: the stored choice (null: ask) and the trackers it may load.
    consent: parseConsent(request.headers.get("Cookie")),
    trackers: configuredTrackers(),
  };
  const headers = cookieLocale === locale ? undefined : { "Set-Cookie": await localeCookie.serialize(locale) };
  return data(payload, { headers });
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

// auth and app are small; loading them up front means client-side navigation never shows raw keys.
export const handle = { i18n: ["common", "auth", "app"] };

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const locale = rootData?.locale ?? i18n.language ?? "en";
  const nonce = useNonce();
  const handles = useMatches().map((match) => (match.handle ?? {}) as { cookieBar?: boolean; webStorage?: boolean });
  // Pages with a blank layout (handle.cookieBar === false) load no trackers and show no bar.
  const cookieBar = handles.every((h) => h.cookieBar !== false);
  // A page framed by another site (the embedded designer) gets no sessionStorage when third-party
  // cookies are blocked; scroll restoration would throw "Access is denied" there.
  const webStorage = handles.every((h) => h.webStorage !== false);
  return (
    <html lang={locale} dir={i18n.dir(locale)} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* First, so it sees a route chunk fail before the app could (docs/product.md §8). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fullLoadRecoveryScript() }} />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-white font-sans text-slate-900 antialiased">
        {/* First in the body: the bar pushes the page down instead of covering part of it. */}
        {rootData && cookieBar ? <CookieConsent initial={rootData.consent} trackers={rootData.trackers} /> : null}
        {children}
        {rootData ? <NewBuildNotice /> : null}
        {webStorage ? <ScrollRestoration nonce={nonce} /> : null}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, user } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  useApiSession(user?.id);
  // Marks the document once React owns it; browser tests wait for it instead of guessing
  // (on a busy machine the network goes idle well before hydration is done).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : undefined;
    return <ErrorView status={error.status} detail={error.status === 404 ? message : undefined} />;
  }
  console.error(error);
  return <ErrorView status={500} />;
}
