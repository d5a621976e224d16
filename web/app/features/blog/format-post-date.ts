import { LOCALE_NAMES, type Locale } from "~/utils/locale";

/** "12 November 2026" / "12 november 2026", the same on the server and in the browser. */
export function formatPostDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_NAMES[locale].tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
