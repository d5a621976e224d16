import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney, formatNumber } from "./format";

const when = "2026-11-26T18:41:00Z";

describe("the app's formatting", () => {
  it("writes dates British in English and Dutch in Dutch, in UTC", () => {
    expect(formatDate(when, "en")).toBe("26 Nov 2026");
    expect(formatDate(when, "nl")).toBe("26 nov 2026");
    expect(formatDate(when, "en", "long")).toBe("26 November 2026");
    expect(formatDate(when, "nl", "long")).toBe("26 november 2026");
    expect(formatDate("2026-11-26T23:30:00-02:00", "en", "long")).toBe("27 November 2026");
    expect(formatDate(when, "en", "weekday")).toBe("Thursday 26 November");
    expect(formatDate(when, "nl", "weekday")).toBe("donderdag 26 november");
  });

  it("writes a moment with a 24-hour clock, in UTC or the time zone given", () => {
    expect(formatDateTime(when, "en")).toBe("26 Nov 2026, 18:41");
    expect(formatDateTime(when, "nl")).toBe("26 nov 2026, 18:41");
    expect(formatDateTime(when, "en", { timeZone: "Europe/Amsterdam" })).toBe("26 Nov 2026, 19:41");
    expect(formatDateTime("2026-11-26T18:41:07Z", "nl", { seconds: true })).toBe("26 nov 2026, 18:41:07");
  });

  it("writes numbers and money in minor units", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(1234.5, "nl")).toBe("1.234,5");
    expect(formatMoney(3509, "EUR", "en")).toBe("€35.09");
    expect(formatMoney(3509, "EUR", "nl")).toBe("€\u00a035,09");
    expect(formatMoney(31200, "EUR", "en", { wholeWithoutCents: true })).toBe("€312");
    expect(formatMoney(31250, "EUR", "nl", { wholeWithoutCents: true })).toBe("€\u00a0312,50");
  });
});
