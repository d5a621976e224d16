import type { LoaderFunctionArgs } from "@remix-run/node";
import i18next from "~/utils/i18next.server";
import { requireLocaleParam } from "~/utils/locale";
import { buildSeo } from "./build-seo.server";

/**
 * The loader of a static public page: checks the language prefix and builds
 * the page's SEO from `site.json` → `meta.<page>`.
 */
export async function loadSitePage({ params }: LoaderFunctionArgs, page: string, path: string) {
  const locale = requireLocaleParam(params);
  const t = await i18next.getFixedT(locale, "site");
  const seo = buildSeo({ locale, path, title: t(`meta.${page}.title`), description: t(`meta.${page}.description`) });
  return { locale, seo };
}
