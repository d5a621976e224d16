/** The product's languages: English unprefixed, Dutch under /nl. */
export const LOCALES = ["en", "nl"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_NAMES: Record<Locale, { name: string; tag: string }> = {
  en: { name: "English", tag: "en-US" },
  nl: { name: "Nederlands", tag: "nl-NL" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a URL path is in: `/nl` or `/nl/...` is Dutch, everything else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** `localizedPath('nl', '/pricing')` → `/nl/pricing`; English paths carry no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Strips the locale prefix: `/nl/pricing` → `/pricing`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * For `($lang)` routes: the locale of the URL, or a 404 when the optional
 * segment is not a supported prefix (so `/xx/pricing` is not a page).
 */
export function requireLocaleParam(params: { lang?: string }): Locale {
  if (params.lang === undefined) return DEFAULT_LOCALE;
  if (isLocale(params.lang) && params.lang !== DEFAULT_LOCALE) return params.lang;
  throw new Response(JSON.stringify({ message: `Page not found: /${params.lang}` }), {
    status: 404,
    headers: { "Content-Type": "application/json" },
  });
}
