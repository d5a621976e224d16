import i18next from "./i18next.server.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locale.ts";

/** The language of a request: the URL prefix for pages; the locale cookie, then Accept-Language for /api. */
export async function getRequestLocale(request: Request): Promise<Locale> {
  const locale = await i18next.getLocale(request);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A translate function for server-side messages in the request's language. */
export async function getRequestT(request: Request, namespace = "auth") {
  const locale = await getRequestLocale(request);
  return { locale, t: await i18next.getFixedT(locale, namespace) };
}
