import { parseExpression } from "@paperjet/template";
import { describe, expect, it } from "vitest";
import { bindingSnippet, findBindingExpression, formatExample, formatFilter, readFormat, type ValueFormat } from "./format-filter.ts";

const money: ValueFormat = { kind: "currency", currency: "EUR", decimals: 2, locale: null };

describe("formatFilter", () => {
  it.each<[ValueFormat, string]>([
    [{ kind: "number", currency: "EUR", decimals: null, locale: null }, "number"],
    [{ kind: "number", currency: "EUR", decimals: 0, locale: "de-DE" }, "number:0:'de-DE'"],
    [{ kind: "percent", currency: "EUR", decimals: 1, locale: null }, "percent:1"],
    [{ kind: "currency", currency: "GBP", decimals: null, locale: "nl-NL" }, "currency:'GBP':'nl-NL'"],
    [money, "currency:'EUR':2"],
    [{ kind: "date", date: "long", locale: null }, "date:'long'"],
    [{ kind: "date", date: "dd-MM-yyyy", locale: "fr-FR" }, "date:'dd-MM-yyyy':'fr-FR'"],
  ])("writes %j as %s, which the expression language parses and the picker reads back", (format, filter) => {
    expect(formatFilter(format)).toBe(filter);
    expect(() => parseExpression(`x | ${filter}`)).not.toThrow();
    expect(readFormat(`x | ${filter}`)).toEqual(format);
  });

  it("reads nothing from expressions it did not write", () => {
    for (const source of ["x", "x | upper", "x | number:n", "x | number:2 | default:'—'", "x |"])
      expect(readFormat(source)).toBeUndefined();
  });

  it("inserts a list field per row", () => {
    expect(bindingSnippet("total", money)).toBe("{{ total | currency:'EUR':2 }}");
    expect(bindingSnippet("items[].amount", money)).toBe("{{ item.amount | currency:'EUR':2 }}");
    expect(bindingSnippet("items[].amount")).toBe("{{ item.amount }}");
  });
});

describe("formatExample", () => {
  it("is the real filter's output on the example, in the document's locale or the chosen one", () => {
    expect(formatExample(1234.5, money, "en-US")).toEqual({ text: "€1,234.50" });
    expect(formatExample(1234.5, { ...money, locale: "nl-NL" }, "en-US")).toEqual({ text: "€ 1.234,50" });
    expect(formatExample("2026-11-03", { kind: "date", date: "full", locale: "nl-NL" }, "en-US")).toEqual({
      text: "dinsdag 3 november 2026",
    });
  });

  it("says why a value cannot be formatted", () => {
    expect(formatExample("twelve", money, "en-US")).toEqual({ error: expect.stringContaining("expected a number") });
  });
});

describe("findBindingExpression", () => {
  it("finds the binding's expression, formatted or not, and no other", () => {
    const text = "Total {{ subtotal }} and {{ total | currency:'USD' }} or {{ total }}";
    expect(findBindingExpression(text, "total")).toEqual({ start: 25, end: 53, source: "total | currency:'USD'" });
    expect(findBindingExpression(text, "subtotal")?.source).toBe("subtotal");
    expect(findBindingExpression(text, "tot")).toBeUndefined();
    // A brace inside a quoted argument does not end the expression.
    expect(findBindingExpression("On {{ when | date:'d}}MM' }}.", "when")).toEqual({ start: 3, end: 28, source: "when | date:'d}}MM'" });
  });
});
