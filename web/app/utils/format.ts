import type { Locale } from "./locale.ts";

/**
 * The one place dates, numbers and money are written for people, in the app's language: English
 * as in Britain (day before month, 24-hour clock), Dutch as in the Netherlands. Dates are read in
 * UTC unless a time zone is given, so the server's HTML and the browser's agree on the day.
 */
const FORMAT_TAGS: Record<Locale, string> = { en: "en-GB", nl: "nl-NL" };

/** The language tag behind the app's formatting, for what formats itself (an invoice document's locale). */
export function formatTag(locale: Locale): string {
  return FORMAT_TAGS[locale];
}

export type DateValue = Date | string | number;

const DATE_STYLES = {
  /** 26 Nov 2026 · 26 nov 2026 */
  medium: { dateStyle: "medium" },
  /** 26 November 2026 · 26 november 2026 */
  long: { dateStyle: "long" },
  /** Thursday 26 November · donderdag 26 november */
  weekday: { weekday: "long", day: "numeric", month: "long" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

export function formatDate(value: DateValue, locale: Locale, style: DateStyle = "medium"): string {
  return new Intl.DateTimeFormat(FORMAT_TAGS[locale], { ...DATE_STYLES[style], timeZone: "UTC" }).format(new Date(value));
}

export interface DateTimeOptions {
  timeZone?: string;
  /** 26 Nov 2026, 18:41:07: for logs, where calls a second apart are told apart. */
  seconds?: boolean;
}

/** 26 Nov 2026, 18:41 · 26 nov 2026, 18:41; in UTC unless `timeZone` says otherwise. */
export function formatDateTime(value: DateValue, locale: Locale, { timeZone = "UTC", seconds = false }: DateTimeOptions = {}): string {
  const timeStyle = seconds ? "medium" : "short";
  return new Intl.DateTimeFormat(FORMAT_TAGS[locale], { dateStyle: "medium", timeStyle, timeZone }).format(new Date(value));
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(FORMAT_TAGS[locale]).format(value);
}

/** An amount in minor units (cents): €35.09 · € 35,09; `wholeWithoutCents` writes €312 for 31200. */
export function formatMoney(minor: number, currency: string, locale: Locale, { wholeWithoutCents = false } = {}): string {
  return new Intl.NumberFormat(FORMAT_TAGS[locale], {
    style: "currency",
    currency,
    ...(wholeWithoutCents && minor % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
  }).format(minor / 100);
}
