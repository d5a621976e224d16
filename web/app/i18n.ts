import { DEFAULT_LOCALE, LOCALES } from "./utils/locale.ts";

/** i18next options shared by the server and the browser. */
export default {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};
