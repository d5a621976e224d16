import { useCallback } from "react";
import { useLocation } from "@remix-run/react";
import { localeFromPath, localizedPath, type Locale } from "./locale.ts";

/** The locale of the current page (from its URL). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** `to('/app/api')` → `/nl/app/api` on Dutch pages. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
