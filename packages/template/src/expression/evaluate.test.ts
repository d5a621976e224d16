import { describe, expect, it } from "vitest";
import { EvaluationError } from "./errors.ts";
import { evaluateExpression, type EvalContext } from "./evaluate.ts";
import { parseExpression } from "./parse-expression.ts";

const scope = {
  customer: { name: "Zoë Łukasz", address: { city: "Köln" } },
  items: [
    { amount: 10, qty: 2 },
    { amount: 2.5, qty: 4 },
  ],
  n: 7,
  zero: 0,
  empty: [],
  flag: true,
  text: "ß",
  nil: null,
  "first-name": "Anna",
};
const ctx: EvalContext = { locale: "en-US" };
const ev = (source: string, s: Record<string, unknown> = scope, c: EvalContext = ctx) => evaluateExpression(source, s, c);

describe("literals and paths", () => {
  it.each([
    ["42", 42],
    ["4.25", 4.25],
    ["1e3", 1000],
    ["'it\\'s'", "it's"],
    ['"double \\"quoted\\""', 'double "quoted"'],
    ["'tab\\tnew\\nline'", "tab\tnew\nline"],
    ["'\\u20ac'", "€"],
    ["true", true],
    ["false", false],
    ["null", null],
  ])("%s → %j", (source, value) => expect(ev(source)).toEqual(value));

  it("reads nested paths, array indexes and bracket keys", () => {
    expect(ev("customer.name")).toBe("Zoë Łukasz");
    expect(ev("customer.address.city")).toBe("Köln");
    expect(ev("items[1].amount")).toBe(2.5);
    expect(ev("items[n - 6].qty")).toBe(4);
    expect(ev("customer['name']")).toBe("Zoë Łukasz");
    expect(ev("$scope['first-name']", { $scope: scope })).toBe("Anna");
    expect(ev("items.length")).toBe(2);
  });

  it("gives undefined for anything missing, however deep", () => {
    expect(ev("missing")).toBeUndefined();
    expect(ev("missing.deeper.still")).toBeUndefined();
    expect(ev("items[5].amount")).toBeUndefined();
    expect(ev("nil.x")).toBeUndefined();
    expect(ev("text.length")).toBeUndefined();
    expect(ev("items[flag]")).toBeUndefined();
  });

  it("uses repeat and table variables from the scope", () => {
    expect(ev("index + 1", { index: 0 })).toBe(1);
    expect(ev("row.hours * row.rate", { row: { hours: 3.5, rate: 95 } })).toBe(332.5);
    expect(ev("item.amount", { ...scope, item: scope.items[0] })).toBe(10);
  });

  it("answers the built-ins from the context, not from the data", () => {
    const now = new Date("2026-11-03T10:00:00Z");
    const c = { locale: "en-US", page: 2, pages: 5, now };
    expect(ev("page", { page: 99 }, c)).toBe(2);
    expect(ev("pages", {}, c)).toBe(5);
    expect(ev("now", {}, c)).toBe(now);
    expect(ev("page", {}, ctx)).toBeUndefined();
    expect(ev("now", {}, ctx)).toBeInstanceOf(Date);
  });
});

describe("no prototype access", () => {
  const hostile = JSON.parse('{"__proto__": {"polluted": 1}, "constructor": "own", "prototype": 1, "ok": 1}');
  it.each([
    "constructor",
    "customer.constructor",
    "customer.__proto__",
    "customer['__proto__']",
    "customer.hasOwnProperty",
    "customer.toString",
    "items.map",
    "items.constructor",
    "customer.constructor.constructor",
    "text.constructor",
    "customer['constr' + 'uctor']",
    "toString",
    "__proto__",
  ])("%s is undefined", (source) => {
    expect(ev(source)).toBeUndefined();
  });

  it("ignores even own keys named __proto__, constructor and prototype", () => {
    expect(ev("o.__proto__", { o: hostile })).toBeUndefined();
    expect(ev("o.constructor", { o: hostile })).toBeUndefined();
    expect(ev("o.prototype", { o: hostile })).toBeUndefined();
    expect(ev("o.ok", { o: hostile })).toBe(1);
  });

  it("never returns or calls functions placed in the scope", () => {
    expect(ev("f", { f: () => 1 })).toBeUndefined();
    expect(() => parseExpression("f()")).toThrow();
  });
});

describe("operators", () => {
  it.each([
    ["7 + 3", 10],
    ["7 - 10", -3],
    ["6 * 7", 42],
    ["7 / 2", 3.5],
    ["7 % 3", 1],
    ["-n", -7],
    ["- -n", 7],
    ["'a' + 'b'", "ab"],
    ["'n=' + n", "n=7"],
    ["n + '!'", "7!"],
    ["'x' + missing", "x"],
    ["'€ ' + 1234.5", "€ 1234.5"],
    ["1 == 1", true],
    ["1 == '1'", false],
    ["'ß' == text", true],
    ["1 != 2", true],
    ["missing == null", true],
    ["missing != null", false],
    ["nil == 0", false],
    ["2 < 3", true],
    ["3 < 3", false],
    ["3 <= 3", true],
    ["4 > 3", true],
    ["3 >= 4", false],
    ["'apple' < 'banana'", true],
    ["missing < 3", false],
    ["missing >= 3", false],
    ["true && 'yes'", "yes"],
    ["0 && 'yes'", 0],
    ["'' || 'fallback'", "fallback"],
    ["customer.name || 'anonymous'", "Zoë Łukasz"],
    ["!flag", false],
    ["!empty", true],
    ["!items", false],
    ["!missing", true],
    ["!!text", true],
    ["flag ? 'a' : 'b'", "a"],
    ["empty ? 'a' : 'b'", "b"],
  ])("%s → %j", (source, value) => expect(ev(source)).toEqual(value));

  it("makes arithmetic with a missing operand missing", () => {
    expect(ev("missing * 2")).toBeUndefined();
    expect(ev("2 + missing")).toBeUndefined();
    expect(ev("-missing")).toBeUndefined();
  });

  it("compares dates with dates, ISO strings and epoch ms", () => {
    const c = { locale: "en-US", now: new Date("2026-11-03T12:00:00Z") };
    expect(ev("now > '2026-11-01'", {}, c)).toBe(true);
    expect(ev("now < '2026-11-03T13:00:00+02:00'", {}, c)).toBe(false);
    expect(ev("now == 1793707200000", {}, c)).toBe(true);
  });

  it.each([
    ["1 / 0", "division by zero"],
    ["n % zero", "division by zero"],
    ["'a' * 2", "cannot multiply text and a number"],
    ["flag + 1", "cannot add true/false and a number"],
    ["items - 1", "cannot subtract a list and a number"],
    ["-text", "cannot negate text"],
    ["1 < 'a'", "cannot compare a number with text"],
    ["flag < true", "cannot compare true/false with true/false"],
  ])("%s throws an EvaluationError: %s", (source, message) => {
    expect(() => ev(source)).toThrow(EvaluationError);
    expect(() => ev(source)).toThrow(message);
  });

  it("reports the column of the failing operation", () => {
    try {
      ev("n + (n / zero)");
      expect.unreachable();
    } catch (error) {
      expect((error as EvaluationError).column).toBe(6);
    }
  });
});

describe("precedence", () => {
  it.each([
    ["2 + 3 * 4", 14],
    ["(2 + 3) * 4", 20],
    ["10 - 4 - 3", 3],
    ["24 / 4 / 2", 3],
    ["2 * 3 % 4", 2],
    ["-2 * 3", -6],
    ["1 + 2 == 3", true],
    ["1 < 2 == true", true],
    ["true || false && false", true],
    ["(true || false) && false", false],
    ["!false && false", false],
    ["1 == 1 && 2 > 3 || 'x'", "x"],
    ["flag ? 1 : 0 + 10", 1],
    ["false ? 1 : true ? 2 : 3", 2],
    ["true ? false ? 1 : 2 : 3", 2],
    ["n > 5 ? 'big' : 'small'", "big"],
  ])("%s → %j", (source, value) => expect(ev(source)).toEqual(value));

  it("binds filters loosest: the whole product is formatted", () => {
    expect(ev("row.qty * row.price | currency:'EUR'", { row: { qty: 3, price: 2.5 } })).toBe("€7.50");
    expect(ev("flag ? 1 : 2 | number:1")).toBe("1.0");
    expect(ev("'a' + 'b' | upper")).toBe("AB");
  });
});
