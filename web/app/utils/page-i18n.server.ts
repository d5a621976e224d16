import i18next from "./i18next.server.ts";
import { requireLocaleParam, type Locale } from "./locale.ts";

/** For `($lang)` page loaders: the page's locale (404 for unknown prefixes) and a translate function for it. */
export async function getPageT(
  params: { lang?: string },
  namespace: string,
): Promise<{ locale: Locale; t: Awaited<ReturnType<typeof i18next.getFixedT>> }> {
  const locale = requireLocaleParam(params);
  return { locale, t: await i18next.getFixedT(locale, namespace) };
}
