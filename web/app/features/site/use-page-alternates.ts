import { useMatches } from "@remix-run/react";
import type { Locale } from "~/utils/locale";
import { alternatesFromMatches } from "./seo";

/** The current page's address in each language (paths, not URLs), when the page declares them. */
export function usePageAlternates(): Partial<Record<Locale, string>> | undefined {
  const alternates = alternatesFromMatches(useMatches());
  if (!alternates) return undefined;
  const paths: Partial<Record<Locale, string>> = {};
  for (const [locale, url] of Object.entries(alternates) as [Locale, string][]) paths[locale] = new URL(url).pathname;
  return paths;
}
