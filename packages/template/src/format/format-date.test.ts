import { describe, expect, it } from "vitest";
import { evaluateExpression } from "../expression/evaluate.ts";

const date = (value: unknown, pattern: string, locale = "en-US", timeZone?: string) =>
  evaluateExpression("d | date:pattern", { d: value, pattern }, { locale, timeZone });

describe("date filter", () => {
  it("formats the invoice fixture's date", () => {
    expect(date("2026-11-03", "MMMM d, yyyy")).toBe("November 3, 2026");
  });

  it.each([
    ["yyyy-MM-dd", "2026-03-07"],
    ["dd-MM-yyyy", "07-03-2026"],
    ["d/M/yy", "7/3/26"],
    ["HH:mm:ss", "09:05:04"],
    ["H:m:s", "9:5:4"],
    ["h:mm a", "9:05 AM"],
    ["'week of' d MMM", "week of 7 Mar"],
    ["d 'o''clock'", "7 o'clock"],
    ["yyyy'T'HH", "2026T09"],
  ])("%s → %s", (pattern, expected) => {
    expect(date("2026-03-07T09:05:04", pattern)).toBe(expected);
  });

  it.each([
    ["en-US", "Saturday, March 7, 2026", "Sat 7 Mar"],
    ["en-GB", "Saturday, March 7, 2026", "Sat 7 Mar"],
    ["nl-NL", "zaterdag, maart 7, 2026", "za 7 mrt"],
    ["de-DE", "Samstag, März 7, 2026", "Sa 7 März"],
    ["fr-FR", "samedi, mars 7, 2026", "sam. 7 mars"],
  ])("names months and days in %s", (locale, long, short) => {
    expect(date("2026-03-07", "EEEE, MMMM d, yyyy", locale)).toBe(long);
    expect(date("2026-03-07", "EEE d MMM", locale)).toBe(short);
  });

  it("takes quoted pattern text inside an expression string with escaped quotes", () => {
    expect(evaluateExpression("'2026-03-07' | date:'\\'week of\\' d MMM'", {}, { locale: "en-US" })).toBe("week of 7 Mar");
    expect(evaluateExpression(`'2026-03-07' | date:"d 'de' MMMM"`, {}, { locale: "fr-FR" })).toBe("7 de mars");
  });

  it("prints without a pattern as the locale's long date", () => {
    const ev = (locale: string) => evaluateExpression("d | date", { d: "2026-11-03" }, { locale });
    expect(ev("en-US")).toBe("November 3, 2026");
    expect(ev("nl-NL")).toBe("3 november 2026");
    expect(ev("de-DE")).toBe("3. November 2026");
  });

  it("keeps the clock time written in an ISO string, whatever its offset", () => {
    expect(date("2026-11-03T00:30:00+01:00", "d MMM HH:mm")).toBe("3 Nov 00:30");
    expect(date("2026-11-03T23:30:00Z", "d MMM HH:mm")).toBe("3 Nov 23:30");
    expect(date("2026-11-03T23:30:00.123-0500", "d MMM HH:mm")).toBe("3 Nov 23:30");
  });

  it("prints epoch milliseconds and now in the context's time zone, UTC by default", () => {
    const ms = Date.UTC(2026, 10, 3, 23, 30);
    expect(date(ms, "yyyy-MM-dd HH:mm")).toBe("2026-11-03 23:30");
    expect(date(ms, "yyyy-MM-dd HH:mm", "en-US", "Europe/Amsterdam")).toBe("2026-11-04 00:30");
    expect(date(ms, "EEEE", "nl-NL", "Europe/Amsterdam")).toBe("woensdag");
    const now = new Date(ms);
    expect(evaluateExpression("now | date:'d MMMM'", {}, { locale: "nl-NL", now })).toBe("3 november");
  });

  it.each(["2026-02-30", "2026-13-01", "03-11-2026", "2026-11-03T25:00", "yesterday"])("rejects %s", (value) => {
    expect(() => date(value, "yyyy")).toThrow("date: expected an ISO 8601 date");
  });

  it("renders an empty string as missing", () => {
    expect(date("", "yyyy")).toBeUndefined();
  });
});
