import { compileDatePattern, DATE_STYLES, formatDate, formatDateStyle, formatDefaultDate, type DateStyle } from "../format/format-date.ts";
import { formatCurrency, formatNumber, formatPercent } from "../format/format-number.ts";
import { formatValue } from "../format/format-value.ts";
import { toZonedDate } from "../format/parse-date.ts";
import { describe, getOwn, isMissing } from "./values.ts";

export interface FilterContext {
  locale: string;
  timeZone: string;
}

/** Thrown by a filter; the evaluator adds the filter's position. */
export class FilterError extends Error {}

interface FilterDef {
  minArgs: number;
  maxArgs: number;
  /** Validates argument values: at parse time when they are literals, at run time otherwise. */
  checkArgs?(args: readonly unknown[]): string | undefined;
  apply(input: unknown, args: readonly unknown[], ctx: FilterContext): unknown;
}

function checkDigits(digits: unknown): string | undefined {
  if (digits === undefined || (Number.isInteger(digits) && (digits as number) >= 0 && (digits as number) <= 20)) return undefined;
  return "the number of decimals must be a whole number from 0 to 20";
}

/** The formatting filters' last, optional argument: a locale for this value instead of the document's. */
function checkLocale(locale: unknown): string | undefined {
  if (locale === undefined) return undefined;
  if (typeof locale !== "string") return "expected a locale like 'nl-NL'";
  try {
    Intl.getCanonicalLocales(locale);
    return undefined;
  } catch {
    return `"${locale}" is not a locale; expected a tag like 'nl-NL'`;
  }
}

/** `[decimals][, locale]`: either may be left out, so a lone text argument is the locale (`number:'de-DE'`). */
function decimalsAndLocale(args: readonly unknown[]): { digits?: unknown; locale?: unknown; extra: boolean } {
  const [first, second] = args;
  if (typeof first === "string") return { locale: first, extra: second !== undefined };
  return { digits: first, locale: second, extra: false };
}

function checkDecimalsAndLocale(args: readonly unknown[]): string | undefined {
  const { digits, locale, extra } = decimalsAndLocale(args);
  if (extra) return "the locale comes last, after the number of decimals";
  return checkDigits(digits) ?? checkLocale(locale);
}

function requireNumber(filter: string, input: unknown): number {
  if (typeof input !== "number" || !Number.isFinite(input)) throw new FilterError(`${filter}: expected a number, got ${describe(input)}`);
  return input;
}

function toList(filter: string, input: unknown): unknown[] {
  if (isMissing(input)) return [];
  if (!Array.isArray(input)) throw new FilterError(`${filter}: expected a list, got ${describe(input)}`);
  return input;
}

/** `number` and `percent`: a number formatted with an optional count of decimals and an optional locale. */
function decimalsFilter(name: string, format: (value: number, locale: string, digits?: number) => string): FilterDef {
  return {
    minArgs: 0,
    maxArgs: 2,
    checkArgs: checkDecimalsAndLocale,
    apply: (input, args, ctx) => {
      if (isMissing(input)) return undefined;
      const { digits, locale } = decimalsAndLocale(args);
      return format(requireNumber(name, input), (locale as string | undefined) ?? ctx.locale, digits as number | undefined);
    },
  };
}

/** `upper` and `lower`: the value as text, case-mapped for the locale. */
function caseFilter(map: (text: string, locale: string) => string): FilterDef {
  return {
    minArgs: 0,
    maxArgs: 0,
    apply: (input, _args, ctx) => (isMissing(input) ? undefined : map(formatValue(input, ctx.locale, ctx.timeZone), ctx.locale)),
  };
}

/** Dot-separated field names, none empty. */
const FIELD_PATH = /^[^.\s]+(\.[^.\s]+)*$/;

function getPath(target: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => getOwn(value, key), target);
}

/** Formatting filters pass a missing value through, so `x | number:2 | default:'—'` works. */
export const FILTERS: Readonly<Record<string, FilterDef>> = {
  number: decimalsFilter("number", formatNumber),
  currency: {
    minArgs: 1,
    maxArgs: 3,
    checkArgs: ([code, ...rest]) =>
      typeof code === "string" && /^[A-Za-z]{3}$/.test(code) ? checkDecimalsAndLocale(rest) : "expected a currency code like 'EUR'",
    apply: (input, [code, ...rest], ctx) => {
      if (isMissing(input)) return undefined;
      const { digits, locale } = decimalsAndLocale(rest);
      const value = requireNumber("currency", input);
      return formatCurrency(
        value,
        (locale as string | undefined) ?? ctx.locale,
        (code as string).toUpperCase(),
        digits as number | undefined,
      );
    },
  },
  percent: decimalsFilter("percent", formatPercent),
  /** A pattern (`'dd-MM-yyyy'`) or one of the locale's styles (`'short'` … `'full'`), then an optional locale. */
  date: {
    minArgs: 0,
    maxArgs: 2,
    checkArgs: ([pattern, locale]) => {
      if (pattern === undefined || DATE_STYLES.includes(pattern as DateStyle)) return checkLocale(locale);
      if (typeof pattern !== "string") return "expected a date pattern like 'dd-MM-yyyy'";
      try {
        compileDatePattern(pattern);
        return checkLocale(locale);
      } catch (error) {
        return (error as Error).message;
      }
    },
    apply: (input, [pattern, locale], ctx) => {
      if (isMissing(input) || input === "") return undefined;
      const date = toZonedDate(input, ctx.timeZone);
      if (!date)
        throw new FilterError(`date: expected an ISO 8601 date or epoch milliseconds, got ${JSON.stringify(formatValue(input, "en-US"))}`);
      const inLocale = (locale as string | undefined) ?? ctx.locale;
      if (pattern === undefined) return formatDefaultDate(date, inLocale);
      if (DATE_STYLES.includes(pattern as DateStyle)) return formatDateStyle(date, pattern as DateStyle, inLocale);
      return formatDate(date, pattern as string, inLocale);
    },
  },
  upper: caseFilter((text, locale) => text.toLocaleUpperCase(locale)),
  lower: caseFilter((text, locale) => text.toLocaleLowerCase(locale)),
  default: {
    minArgs: 1,
    maxArgs: 1,
    apply: (input, [fallback]) => (isMissing(input) || input === "" || (Array.isArray(input) && input.length === 0) ? fallback : input),
  },
  /** A missing list sums to 0; entries whose field is missing are skipped. */
  sum: {
    minArgs: 0,
    maxArgs: 1,
    checkArgs: ([field]) =>
      field === undefined || (typeof field === "string" && field !== "") ? undefined : "expected a field name like 'amount'",
    apply: (input, [field]) =>
      toList("sum", input).reduce<number>((total, entry, i) => {
        const value = field === undefined ? entry : getPath(entry, field as string);
        if (isMissing(value)) return total;
        if (typeof value !== "number") {
          throw new FilterError(`sum: entry ${i}${field === undefined ? "" : `.${field as string}`} is ${describe(value)}, not a number`);
        }
        return total + value;
      }, 0),
  },
  count: {
    minArgs: 0,
    maxArgs: 0,
    apply: (input) => toList("count", input).length,
  },
  /**
   * A list of objects → the list of one field's values, e.g. `items | map:'amount'` for a chart's
   * `values`. A missing field becomes null rather than being dropped, so entries stay aligned with the
   * labels mapped from the same list.
   */
  map: {
    minArgs: 1,
    maxArgs: 1,
    checkArgs: ([field]) =>
      typeof field === "string" && FIELD_PATH.test(field) ? undefined : "expected a field path like 'amount' or 'price.amount'",
    apply: (input, [field]) =>
      toList("map", input).map((entry) => {
        const value = getPath(entry, field as string);
        return isMissing(value) ? null : value;
      }),
  },
};

/** For the designer's expression help and autocompletion. */
export const FILTER_NAMES: readonly string[] = Object.keys(FILTERS);

export function isFilterName(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(FILTERS, name);
}
