import { normalizeSpaces, numberFormat } from "./intl-cache.ts";

/** Bare numbers: locale decimal separator, no grouping (years and ids stay `2026`), float noise rounded away. */
export function formatPlainNumber(value: number, locale: string): string {
  if (!Number.isFinite(value)) return "";
  return normalizeSpaces(numberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 }).format(value));
}

/** The `number` filter: grouped; with `digits`, exactly that many decimals. */
export function formatNumber(value: number, locale: string, digits?: number): string {
  const options: Intl.NumberFormatOptions = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return normalizeSpaces(numberFormat(locale, options).format(value));
}

/** Without `digits`, the currency's own decimals (2 for EUR, 0 for JPY). */
export function formatCurrency(value: number, locale: string, currency: string, digits?: number): string {
  const options: Intl.NumberFormatOptions =
    digits === undefined
      ? { style: "currency", currency }
      : { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits };
  return normalizeSpaces(numberFormat(locale, options).format(value));
}

/** 0.25 → 25 %; `digits` fixes the decimals of the percentage. */
export function formatPercent(value: number, locale: string, digits?: number): string {
  const options: Intl.NumberFormatOptions =
    digits === undefined ? { style: "percent" } : { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits };
  return normalizeSpaces(numberFormat(locale, options).format(value));
}
