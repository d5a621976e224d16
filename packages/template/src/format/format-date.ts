import { dateTimeFormat, normalizeSpaces } from "./intl-cache.ts";
import type { ZonedDate } from "./parse-date.ts";

type Field = "year" | "month" | "day" | "hour" | "minute" | "second";
type Piece = { literal: string } | { token: string };

const NUMERIC_TOKENS: Record<string, { field: Field; width: number; modulo?: number }> = {
  yyyy: { field: "year", width: 4 },
  yy: { field: "year", width: 2, modulo: 100 },
  y: { field: "year", width: 1 },
  MM: { field: "month", width: 2 },
  M: { field: "month", width: 1 },
  dd: { field: "day", width: 2 },
  d: { field: "day", width: 1 },
  HH: { field: "hour", width: 2 },
  H: { field: "hour", width: 1 },
  mm: { field: "minute", width: 2 },
  m: { field: "minute", width: 1 },
  ss: { field: "second", width: 2 },
  s: { field: "second", width: 1 },
};

/** Tokens answered by Intl in the document's locale: [options, the part to take]. */
const NAME_TOKENS: Record<string, [Intl.DateTimeFormatOptions, Intl.DateTimeFormatPartTypes]> = {
  // Asked together with the day so that languages with a genitive month get the form used in dates.
  MMMM: [{ month: "long", day: "numeric" }, "month"],
  MMM: [{ month: "short", day: "numeric" }, "month"],
  EEEE: [{ weekday: "long" }, "weekday"],
  EEE: [{ weekday: "short" }, "weekday"],
  a: [{ hour: "numeric", hour12: true }, "dayPeriod"],
};

const HINTS: Record<string, string> = { YYYY: "yyyy", YY: "yy", DD: "dd", D: "d" };
const TWELVE_HOUR = new Set(["hh", "h"]);

export class DatePatternError extends Error {}

const compiled = new Map<string, Piece[]>();

/** CLDR pattern → pieces; text in single quotes is literal, `''` is a quote. Unknown letters are an error. */
export function compileDatePattern(pattern: string): Piece[] {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const pieces: Piece[] = [];
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "'") {
      if (pattern[i + 1] === "'") {
        pieces.push({ literal: "'" });
        i += 2;
        continue;
      }
      let literal = "";
      let j = i + 1;
      for (; j < pattern.length; j++) {
        if (pattern[j] !== "'") literal += pattern[j];
        else if (pattern[j + 1] === "'") literal += pattern[j++];
        else break;
      }
      if (j >= pattern.length) throw new DatePatternError("date pattern has an unclosed quote");
      pieces.push({ literal });
      i = j + 1;
    } else if (/[A-Za-z]/.test(ch)) {
      let end = i + 1;
      while (pattern[end] === ch) end++;
      const token = pattern.slice(i, end);
      if (!(token in NUMERIC_TOKENS) && !(token in NAME_TOKENS) && !TWELVE_HOUR.has(token)) {
        const hint = HINTS[token] ? ` (did you mean ${HINTS[token]}?)` : "";
        throw new DatePatternError(`unknown date pattern "${token}"${hint}; use yyyy, MM, MMM, MMMM, dd, d, EEEE, HH, mm`);
      }
      pieces.push({ token });
      i = end;
    } else {
      pieces.push({ literal: ch });
      i++;
    }
  }
  if (compiled.size > 500) compiled.clear();
  compiled.set(pattern, pieces);
  return pieces;
}

function numericFields({ date, timeZone }: ZonedDate): Record<Field, number> {
  if (timeZone === "UTC") {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
      second: date.getUTCSeconds(),
    };
  }
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(date);
  const get = (type: Field) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

export function formatDate(value: ZonedDate, pattern: string, locale: string): string {
  const pieces = compileDatePattern(pattern);
  let fields: Record<Field, number> | undefined;
  let out = "";
  for (const piece of pieces) {
    if ("literal" in piece) {
      out += piece.literal;
      continue;
    }
    const { token } = piece;
    const named = NAME_TOKENS[token];
    if (named) {
      const parts = dateTimeFormat(locale, { ...named[0], timeZone: value.timeZone }).formatToParts(value.date);
      out += parts.find((p) => p.type === named[1])?.value ?? "";
      continue;
    }
    fields ??= numericFields(value);
    if (TWELVE_HOUR.has(token)) {
      out += String(fields.hour % 12 || 12).padStart(token.length, "0");
      continue;
    }
    const spec = NUMERIC_TOKENS[token];
    const n = spec.modulo ? fields[spec.field] % spec.modulo : fields[spec.field];
    out += String(n).padStart(spec.width, "0");
  }
  return normalizeSpaces(out);
}

/** How a date prints without a pattern: the locale's long date ("November 3, 2026", "3 november 2026"). */
export function formatDefaultDate(value: ZonedDate, locale: string): string {
  return normalizeSpaces(
    dateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: value.timeZone }).format(value.date),
  );
}

/** The locale's own date formats, named as in Intl (`short`: 03/11/2026, `full`: with the weekday). */
export const DATE_STYLES = ["short", "medium", "long", "full"] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

export function formatDateStyle(value: ZonedDate, style: DateStyle, locale: string): string {
  return normalizeSpaces(dateTimeFormat(locale, { dateStyle: style, timeZone: value.timeZone }).format(value.date));
}
