import { useMemo } from "react";
import { formatDate, formatDateTime, formatMoney, formatNumber, type DateStyle, type DateTimeOptions, type DateValue } from "./format.ts";
import { useLocale } from "./use-locale.ts";

/** format.ts in the page's language, for components: `const format = useFormat(); format.date(iso)`. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      date: (value: DateValue, style?: DateStyle) => formatDate(value, locale, style),
      dateTime: (value: DateValue, options?: DateTimeOptions) => formatDateTime(value, locale, options),
      number: (value: number) => formatNumber(value, locale),
      money: (minor: number, currency: string, options?: Parameters<typeof formatMoney>[3]) =>
        formatMoney(minor, currency, locale, options),
    }),
    [locale],
  );
}
