import { DEFAULT_LOCALE, LOCALES } from "./utils/locale.ts";

/** i18next options shared by the server and the browser. */
export default {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  // "loaded" too: a translation file given up after 1.5 s and fetched again (utils/load-translation-file.ts)
  // re-renders what showed the fallback language meanwhile; without it a Dutch page kept the English
  // texts until something else re-rendered it.
  react: { useSuspense: false, bindI18n: "languageChanged loaded" },
  interpolation: { escapeValue: false },
};
