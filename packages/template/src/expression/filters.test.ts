import { describe, expect, it } from "vitest";
import { EvaluationError } from "./errors.ts";
import { evaluateExpression } from "./evaluate.ts";

const data = {
  v: 1234567.891,
  p: 0.256,
  neg: -1234.5,
  s: "Straße ł ë",
  lines: [{ total: 332.5 }, { total: 780 }, { total: null }, { price: { amount: 1 } }],
  prices: [0.1, 0.2],
  empty: [],
  code: "usd",
};
const ev = (source: string, locale = "en-US", scope: Record<string, unknown> = data) => evaluateExpression(source, scope, { locale });

const LOCALES = ["en-US", "en-GB", "nl-NL", "de-DE", "fr-FR"] as const;

/** Values checked to be identical in Node 20 (ICU 78) and Chromium 156; all spaces are plain U+0020. */
const EXPECTED: Record<string, Record<(typeof LOCALES)[number], string>> = {
  "v | number": {
    "en-US": "1,234,567.891",
    "en-GB": "1,234,567.891",
    "nl-NL": "1.234.567,891",
    "de-DE": "1.234.567,891",
    "fr-FR": "1 234 567,891",
  },
  "v | number:2": {
    "en-US": "1,234,567.89",
    "en-GB": "1,234,567.89",
    "nl-NL": "1.234.567,89",
    "de-DE": "1.234.567,89",
    "fr-FR": "1 234 567,89",
  },
  "v | number:0": { "en-US": "1,234,568", "en-GB": "1,234,568", "nl-NL": "1.234.568", "de-DE": "1.234.568", "fr-FR": "1 234 568" },
  "2 | number:2": { "en-US": "2.00", "en-GB": "2.00", "nl-NL": "2,00", "de-DE": "2,00", "fr-FR": "2,00" },
  "1234.5 | currency:'EUR'": {
    "en-US": "€1,234.50",
    "en-GB": "€1,234.50",
    "nl-NL": "€ 1.234,50",
    "de-DE": "1.234,50 €",
    "fr-FR": "1 234,50 €",
  },
  "neg | currency:'USD'": {
    "en-US": "-$1,234.50",
    "en-GB": "-US$1,234.50",
    "nl-NL": "US$ -1.234,50",
    "de-DE": "-1.234,50 $",
    "fr-FR": "-1 234,50 $US",
  },
  "p | percent": { "en-US": "26%", "en-GB": "26%", "nl-NL": "26%", "de-DE": "26 %", "fr-FR": "26 %" },
  "p | percent:1": { "en-US": "25.6%", "en-GB": "25.6%", "nl-NL": "25,6%", "de-DE": "25,6 %", "fr-FR": "25,6 %" },
  "lines | sum:'total' | currency:'EUR'": {
    "en-US": "€1,112.50",
    "en-GB": "€1,112.50",
    "nl-NL": "€ 1.112,50",
    "de-DE": "1.112,50 €",
    "fr-FR": "1 112,50 €",
  },
};

describe("formatting filters per locale", () => {
  for (const [source, perLocale] of Object.entries(EXPECTED)) {
    it.each(LOCALES)(`${source} in %s`, (locale) => expect(ev(source, locale)).toBe(perLocale[locale]));
  }

  it("never leaves a no-break or narrow no-break space in the output", () => {
    for (const locale of LOCALES) {
      for (const source of Object.keys(EXPECTED)) expect(ev(source, locale)).not.toMatch(/[\u00A0\u202F\u2009]/);
    }
  });

  it("uses the currency's own decimals and accepts lower-case codes from data", () => {
    expect(ev("1234.5 | currency:'JPY'")).toBe("¥1,235");
    expect(ev("3 | currency:code")).toBe("$3.00");
  });
});

describe("decimals, date styles and a locale for one value", () => {
  it("currency takes decimals after the code, else the currency's own", () => {
    expect(ev("1234.5 | currency:'EUR':0", "nl-NL")).toBe("€ 1.235");
    expect(ev("1234.5 | currency:'EUR':2", "nl-NL")).toBe("€ 1.234,50");
    expect(ev("1234.5 | currency:'JPY':2")).toBe("¥1,234.50");
  });

  it("a last text argument formats in that locale instead of the document's", () => {
    expect(ev("1234.5 | currency:'EUR':2:'nl-NL'")).toBe("€ 1.234,50");
    expect(ev("1234.5 | currency:'EUR':'de-DE'")).toBe("1.234,50 €");
    expect(ev("v | number:'nl-NL'")).toBe("1.234.567,891");
    expect(ev("v | number:1:'fr-FR'")).toBe("1 234 567,9");
    expect(ev("p | percent:1:'de-DE'")).toBe("25,6 %");
    expect(ev("'2026-11-03' | date:'d MMMM yyyy':'nl-NL'")).toBe("3 november 2026");
  });

  it("date styles are the locale's own", () => {
    const d = (style: string, locale: string) => ev(`'2026-11-03' | date:'${style}'`, locale);
    expect(["short", "medium", "long", "full"].map((style) => d(style, "en-GB"))).toEqual([
      "03/11/2026",
      "3 Nov 2026",
      "3 November 2026",
      "Tuesday, 3 November 2026",
    ]);
    expect(["short", "medium", "long", "full"].map((style) => d(style, "nl-NL"))).toEqual([
      "03-11-2026",
      "3 nov 2026",
      "3 november 2026",
      "dinsdag 3 november 2026",
    ]);
  });

  it("checks a locale given by a variable at run time", () => {
    expect(() => ev("1 | number:2:code", "en-US", { code: "not a locale!" })).toThrow(EvaluationError);
  });
});

describe("text filters", () => {
  it("upper and lower follow the locale", () => {
    expect(ev("s | upper")).toBe("STRASSE Ł Ë");
    expect(ev("'ÀÉÎ' | lower", "fr-FR")).toBe("àéî");
    expect(ev("'istanbul' | upper", "tr-TR")).toBe("İSTANBUL");
    expect(ev("'istanbul' | upper", "en-US")).toBe("ISTANBUL");
  });

  it("upper formats non-text values first", () => {
    expect(ev("1234.5 | upper", "nl-NL")).toBe("1234,5");
  });

  it("default replaces missing, empty text and empty lists only", () => {
    expect(ev("missing | default:'—'")).toBe("—");
    expect(ev("'' | default:'—'")).toBe("—");
    expect(ev("empty | default:'none'")).toBe("none");
    expect(ev("0 | default:'—'")).toBe(0);
    expect(ev("false | default:'—'")).toBe(false);
    expect(ev("s | default:'—'")).toBe("Straße ł ë");
  });
});

describe("missing values through formatting filters", () => {
  it.each([
    "missing | number:2",
    "missing | currency:'EUR'",
    "missing | percent",
    "missing | date:'yyyy'",
    "missing | upper",
    "missing | lower",
  ])("%s is missing", (source) => expect(ev(source)).toBeUndefined());

  it("so default can follow them", () => {
    expect(ev("missing | number:2 | default:'n/a'")).toBe("n/a");
  });
});

describe("sum and count", () => {
  it("sums a field, a nested field or plain numbers, skipping missing entries", () => {
    expect(ev("lines | sum:'total'")).toBe(1112.5);
    expect(ev("lines | sum:'price.amount'")).toBe(1);
    expect(ev("prices | sum")).toBeCloseTo(0.3);
  });

  it("treats a missing list as empty", () => {
    expect(ev("nothing | sum:'total'")).toBe(0);
    expect(ev("nothing | count")).toBe(0);
  });

  it("counts entries", () => {
    expect(ev("lines | count")).toBe(4);
    expect(ev("empty | count")).toBe(0);
    expect(ev("(lines | count) > 3")).toBe(true);
  });
});

describe("map", () => {
  it("turns a list of objects into the list of one field's values, missing ones null", () => {
    expect(ev("lines | map:'total'")).toEqual([332.5, 780, null, null]);
    expect(ev("lines | map:'price.amount'")).toEqual([null, null, null, 1]);
    expect(ev("nothing | map:'total'")).toEqual([]);
    expect(ev("empty | map:'total'")).toEqual([]);
  });

  it("never reads the prototype chain", () => {
    expect(ev("lines | map:'constructor'")).toEqual([null, null, null, null]);
    expect(ev("prices | map:'toFixed'")).toEqual([null, null]);
  });

  it("composes with the filters after it", () => {
    expect(ev("lines | map:'total' | count")).toBe(4);
    expect(ev("lines | map:'total' | sum")).toBe(1112.5);
    expect(ev("empty | map:'total' | default:'none'")).toBe("none");
  });

  it("checks a field given by a variable at run time", () => {
    expect(ev("lines | map:field", "en-US", { ...data, field: "total" })).toEqual([332.5, 780, null, null]);
    expect(() => ev("lines | map:field", "en-US", { ...data, field: 3 })).toThrow("map: expected a field path");
  });
});

describe("filter errors at run time", () => {
  it.each([
    ["s | number:2", "number: expected a number, got text"],
    ["s | currency:'EUR'", "currency: expected a number, got text"],
    ["s | percent", "percent: expected a number, got text"],
    ["s | sum:'total'", "sum: expected a list, got text"],
    ["s | count", "count: expected a list, got text"],
    ["s | map:'total'", "map: expected a list, got text"],
    ["lines | sum", "sum: entry 0 is an object, not a number"],
    ["bad | sum:'total'", "sum: entry 0.total is text, not a number"],
    ["s | date:'yyyy'", "date: expected an ISO 8601 date or epoch milliseconds"],
    ["1 | number:digits", "number: the number of decimals must be a whole number from 0 to 20"],
    ["1 | currency:code", "currency: expected a currency code"],
    ["now | date:pattern", 'unknown date pattern "YYYY"'],
  ])("%s → %s", (source, message) => {
    const scope = { ...data, bad: [{ total: "12" }], digits: -1, code: 12, pattern: "YYYY" };
    expect(() => ev(source, "en-US", scope)).toThrow(EvaluationError);
    expect(() => ev(source, "en-US", scope)).toThrow(message);
  });

  it("points at the filter name", () => {
    try {
      ev("s | number:2");
      expect.unreachable();
    } catch (error) {
      expect((error as EvaluationError).column).toBe(5);
    }
  });
});
