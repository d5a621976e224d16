import { env } from "~/config/env.server";
import { LOCALES, type Locale, localizedPath } from "~/utils/locale";
import type { Seo } from "./seo";

export const SITE_NAME = "Paperjet";

/** The public origin used in canonical, hreflang and Open Graph URLs. */
export function siteOrigin(): string {
  return env().APP_URL.replace(/\/+$/, "");
}

/**
 * SEO data for a page. `path` is the unprefixed path (`/pricing`); `paths`
 * overrides it per language when the page's address differs (blog posts), and
 * limits the alternates to the languages that have the page.
 */
export function buildSeo(options: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  paths?: Partial<Record<Locale, string>>;
  type?: Seo["type"];
  image?: string;
  noindex?: boolean;
}): Seo {
  const origin = siteOrigin();
  const paths = options.paths ?? Object.fromEntries(LOCALES.map((l) => [l, options.path]));
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path !== undefined) alternates[locale] = origin + localizedPath(locale, path);
  }
  return {
    title: options.title.includes(SITE_NAME) ? options.title : `${options.title} | ${SITE_NAME}`,
    description: options.description,
    canonical: alternates[options.locale] ?? origin + localizedPath(options.locale, options.path),
    locale: options.locale,
    alternates,
    image: options.image ? new URL(options.image, origin).toString() : `${origin}/images/og-paperjet.png`,
    type: options.type ?? "website",
    siteName: SITE_NAME,
    noindex: options.noindex,
  };
}
