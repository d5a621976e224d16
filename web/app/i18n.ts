import type { FormatFunction } from "i18next";
import { formatNumber } from "./utils/format.ts";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./utils/locale.ts";

/** `{{count, number}}` in a text writes the number as format.ts does (1,000 · 1.000); other values as they are. */
const format: FormatFunction = (value, style, lng) =>
  style === "number" && typeof value === "number" ? formatNumber(value, isLocale(lng) ? lng : DEFAULT_LOCALE) : value;

/** i18next options shared by the server and the browser. */
export default {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  // "loaded" too: a translation file given up after 1.5 s and fetched again (utils/load-translation-file.ts)
  // re-renders what showed the fallback language meanwhile; without it a Dutch page kept the English
  // texts until something else re-rendered it.
  react: { useSuspense: false, bindI18n: "languageChanged loaded" },
  interpolation: { escapeValue: false, format },
};
