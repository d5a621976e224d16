import { describe, expect, it } from "vitest";
import { formatValue } from "./format-value.ts";

describe("formatValue", () => {
  it.each([
    [undefined, "en-US", ""],
    [null, "en-US", ""],
    ["€ ë ß ł", "en-US", "€ ë ß ł"],
    [1234.5, "en-US", "1234.5"],
    [1234.5, "nl-NL", "1234,5"],
    [1234.5, "fr-FR", "1234,5"],
    [2026, "de-DE", "2026"],
    [-0.5, "en-GB", "-0.5"],
    [0.1 + 0.2, "en-US", "0.3"],
    [1 / 3, "en-US", "0.3333333333"],
    [Number.NaN, "en-US", ""],
    [true, "nl-NL", "true"],
    [false, "en-US", "false"],
    [[1, 2.5, "x"], "nl-NL", "1, 2,5, x"],
    [[{ a: 1 }], "en-US", '{"a":1}'],
    [{ name: "ë" }, "en-US", '{"name":"ë"}'],
  ])("%j in %s → %j", (value, locale, expected) => {
    expect(formatValue(value, locale)).toBe(expected);
  });

  it("prints a date as the locale's long date", () => {
    const date = new Date(Date.UTC(2026, 10, 3, 23, 30));
    expect(formatValue(date, "en-US")).toBe("November 3, 2026");
    expect(formatValue(date, "nl-NL")).toBe("3 november 2026");
    expect(formatValue(date, "nl-NL", "Europe/Amsterdam")).toBe("4 november 2026");
  });

  it("never prints [object Object]", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatValue(circular, "en-US")).toBe("");
    expect(formatValue([{}, []], "en-US")).not.toContain("[object");
  });
});
