import { formatDefaultDate } from "./format-date.ts";
import { formatPlainNumber } from "./format-number.ts";

/**
 * How a value prints in text: missing → "", numbers per `formatPlainNumber`, booleans `true`/`false`,
 * dates as the locale's long date in `timeZone`, lists comma-separated, objects as JSON (so a wrong
 * binding shows what it points at instead of "[object Object]").
 */
export function formatValue(value: unknown, locale: string, timeZone = "UTC"): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return formatPlainNumber(value, locale);
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : formatDefaultDate({ date: value, timeZone }, locale);
  if (Array.isArray(value)) return value.map((item) => formatValue(item, locale, timeZone)).join(", ");
  if (typeof value === "object") {
    try {
      return JSON.stringify(value);
    } catch {
      return "";
    }
  }
  return "";
}
