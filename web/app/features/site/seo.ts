import type { MetaDescriptor } from "@remix-run/node";
import type { Locale } from "~/utils/locale";

/** Everything a public page tells search engines and link previews about itself. */
export interface Seo {
  title: string;
  description: string;
  canonical: string;
  locale: Locale;
  /** Absolute URLs of the same page in each language that has it. */
  alternates: Partial<Record<Locale, string>>;
  image: string;
  type: "website" | "article";
  siteName: string;
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: "en_US", nl: "nl_NL" };

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const alternates = Object.entries(seo.alternates) as [Locale, string][];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...alternates.map(([locale, href]) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href })),
    ...(seo.alternates.en ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.en }] : []),
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:locale", content: OG_LOCALE[seo.locale] },
    ...alternates
      .filter(([locale]) => locale !== seo.locale)
      .map(([locale]) => ({ property: "og:locale:alternate", content: OG_LOCALE[locale] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
}

/** The alternates of the deepest matched route that declares them (for the language switch). */
export function alternatesFromMatches(matches: { data: unknown }[]): Partial<Record<Locale, string>> | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as { seo?: Seo } | undefined;
    if (data?.seo?.alternates) return data.seo.alternates;
  }
  return undefined;
}
