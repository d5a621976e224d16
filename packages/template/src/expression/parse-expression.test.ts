import { describe, expect, it } from "vitest";
import { ExpressionError } from "./errors.ts";
import { MAX_EXPRESSION_DEPTH, parseExpression } from "./parse-expression.ts";

function errorOf(source: string): ExpressionError {
  try {
    parseExpression(source);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`"${source}" parsed`);
}

describe("parseExpression", () => {
  it("builds a tree with filters outermost and left to right", () => {
    const tree = parseExpression("lines | sum:'total' | currency:'USD'");
    expect(tree).toMatchObject({
      type: "filter",
      name: "currency",
      args: [{ type: "literal", value: "USD" }],
      input: { type: "filter", name: "sum", input: { type: "identifier", name: "lines" } },
    });
  });

  it("accepts Unicode names", () => {
    expect(parseExpression("klant.straße")).toMatchObject({ type: "member", object: { name: "klant" }, property: { value: "straße" } });
    expect(parseExpression("łódź")).toMatchObject({ type: "identifier", name: "łódź" });
  });

  it.each([
    ["", 1, "expected an expression"],
    ["a +", 4, "the expression ended too early"],
    ["a b", 3, 'unexpected "b"'],
    ["(a + b", 7, 'expected ")" to close ('],
    ["items[0", 8, 'expected "]" to close ['],
    ["a ? b", 6, 'expected ":" between the two branches'],
    ["a = b", 3, 'use "==" to compare'],
    ["a & b", 3, 'use "&&"'],
    ["a.", 3, 'expected a field name after "."'],
    ["a.1", 3, 'expected a field name after ".", found "1"'],
    ["'unclosed", 1, "missing its closing quote"],
    ["'bad \\q escape'", 6, 'unknown escape "\\q"'],
    ["12abc", 3, 'unexpected "a" after number'],
    ["a #", 3, 'unexpected character "#"'],
    ["a |", 4, "expected a filter name"],
    ["a | 2", 5, "expected a filter name"],
    ["total | curency:'EUR'", 9, 'unknown filter "curency"'],
    ["total | currency", 9, 'filter "currency" takes 1 to 3 arguments, got 0'],
    ["name | upper:1", 8, 'filter "upper" takes 0 arguments, got 1'],
    ["n | number:1:'nl-NL':2", 5, 'filter "number" takes 0 to 2 arguments, got 3'],
    ["n | number:'nl-NL':2", 5, "number: the locale comes last, after the number of decimals"],
    ["n | date:'long':'xx_yy!'", 5, 'date: "xx_yy!" is not a locale'],
    ["total | currency:'EURO'", 9, "currency: expected a currency code like 'EUR'"],
    ["n | number:2.5", 5, "number: the number of decimals must be a whole number"],
    ["d | date:'DD-MM-YYYY'", 5, 'unknown date pattern "DD" (did you mean dd?)'],
    ["d | date:'yyyy-Q'", 5, 'unknown date pattern "Q"'],
    ["d | date:'HH \\'h'", 5, "unclosed quote"],
    ["list | sum:''", 8, "sum: expected a field name"],
    ["items | map", 9, 'filter "map" takes 1 argument, got 0'],
    ["items | map:'a':'b'", 9, 'filter "map" takes 1 argument, got 2'],
    ["items | map:2", 9, "map: expected a field path like 'amount'"],
    ["items | map:''", 9, "map: expected a field path"],
    ["items | map:'a..b'", 9, "map: expected a field path"],
    ["f()", 2, 'unexpected "("'],
    ["a ? b | upper : c", 7, 'expected ":" between the two branches'],
  ])("%j fails at column %d: %s", (source, column, message) => {
    const error = errorOf(source);
    expect(error.message).toContain(message);
    expect(error.column).toBe(column);
  });

  it("counts columns in UTF-16 code units, as editors do", () => {
    expect(errorOf("'€ë' #").column).toBe(6);
  });

  it("checks non-literal filter arguments only at run time", () => {
    expect(() => parseExpression("total | currency:code")).not.toThrow();
    expect(() => parseExpression("n | number:(1 + 1)")).not.toThrow();
  });

  it("refuses nesting past MAX_EXPRESSION_DEPTH with a syntax error instead of overflowing the stack", () => {
    const message = `nested more than ${MAX_EXPRESSION_DEPTH} levels deep`;
    expect(errorOf(`${"(".repeat(1000)}1${")".repeat(1000)}`).message).toContain(message);
    expect(errorOf(`${"!".repeat(5000)}a`).message).toContain(message);
    expect(errorOf(Array.from({ length: 5000 }, () => "a").join(" + ")).message).toContain(message);
    expect(errorOf(`a${".b".repeat(5000)}`).message).toContain(message);
    expect(() => parseExpression(`${"(".repeat(50)}1${")".repeat(50)}`)).not.toThrow();
  });
});
