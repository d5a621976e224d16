const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A date to print: `date` read in `timeZone`. */
export interface ZonedDate {
  date: Date;
  timeZone: string;
}

interface IsoParts {
  /** The clock time as written, stored in the UTC fields. */
  wallClock: Date;
  /** Minutes east of UTC, when the string gives an offset. */
  offsetMinutes?: number;
}

function parseIso(text: string): IsoParts | undefined {
  const m = ISO.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const wallClock = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis));
  // Date.UTC rolls 2026-02-31 over into March; a date that does not round-trip does not exist.
  if (wallClock.getUTCMonth() !== month - 1 || wallClock.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  if (!m[8]) return { wallClock };
  if (m[8] === "Z") return { wallClock, offsetMinutes: 0 };
  const sign = m[8][0] === "-" ? -1 : 1;
  const digits = m[8].slice(1).replace(":", "");
  return { wallClock, offsetMinutes: sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) };
}

/**
 * ISO strings print with the clock time they were written with (a date in the data is the date on the
 * document, whatever the server's zone); instants (epoch ms, `now`) print in `timeZone`.
 */
export function toZonedDate(value: unknown, timeZone: string): ZonedDate | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { date: value, timeZone };
  if (typeof value === "number") return Number.isFinite(value) ? { date: new Date(value), timeZone } : undefined;
  if (typeof value === "string") {
    const parts = parseIso(value);
    return parts && { date: parts.wallClock, timeZone: "UTC" };
  }
  return undefined;
}

/** The moment in time, for comparisons; an ISO string without an offset is taken as UTC. */
export function toEpochMs(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string") {
    const parts = parseIso(value);
    return parts && parts.wallClock.getTime() - (parts.offsetMinutes ?? 0) * 60_000;
  }
  return undefined;
}
