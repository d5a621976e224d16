import { formatValue } from "../format/format-value.ts";
import { toEpochMs } from "../format/parse-date.ts";
import type { BinaryOperator, Expr } from "./ast.ts";
import { EvaluationError } from "./errors.ts";
import { FILTERS, FilterError, type FilterContext } from "./filters.ts";
import { parseExpression } from "./parse-expression.ts";
import { describe, getOwn, isMissing, isTruthy } from "./values.ts";

export interface EvalContext {
  /** BCP 47; decides number, currency and date formatting. */
  locale: string;
  /** The value of `now`; defaults to the current time. */
  now?: Date;
  /** This page's number (1-based) and the total, once pagination has run. */
  page?: number;
  pages?: number;
  /** IANA zone in which epoch-ms dates and `now` print; default UTC so every machine prints alike. */
  timeZone?: string;
}

export function evaluateExpression(expr: Expr | string, scope: Record<string, unknown>, ctx: EvalContext): unknown {
  const tree = typeof expr === "string" ? parseExpression(expr) : expr;
  return new Evaluator(scope, ctx).run(tree);
}

class Evaluator {
  private readonly filterContext: FilterContext;

  constructor(
    private readonly scope: Record<string, unknown>,
    private readonly ctx: EvalContext,
  ) {
    this.filterContext = { locale: ctx.locale, timeZone: ctx.timeZone ?? "UTC" };
  }

  run(expr: Expr): unknown {
    switch (expr.type) {
      case "literal":
        return expr.value;
      case "identifier":
        return this.lookup(expr.name);
      case "member": {
        const key = this.run(expr.property);
        if (typeof key !== "string" && typeof key !== "number") return undefined;
        return getOwn(this.run(expr.object), key);
      }
      case "unary":
        return this.unary(expr);
      case "binary":
        return this.binary(expr);
      case "conditional":
        return isTruthy(this.run(expr.test)) ? this.run(expr.consequent) : this.run(expr.alternate);
      case "filter": {
        const input = this.run(expr.input);
        const args = expr.args.map((arg) => this.run(arg));
        const filter = FILTERS[expr.name];
        const problem = filter.checkArgs?.(args);
        if (problem) throw new EvaluationError(`${expr.name}: ${problem}`, expr.start + 1);
        try {
          return filter.apply(input, args, this.filterContext);
        } catch (error) {
          if (error instanceof FilterError || error instanceof RangeError) {
            throw new EvaluationError(error.message, expr.start + 1);
          }
          throw error;
        }
      }
    }
  }

  private lookup(name: string): unknown {
    switch (name) {
      case "page":
        return this.ctx.page;
      case "pages":
        return this.ctx.pages;
      case "now":
        return this.ctx.now ?? new Date();
      default:
        return getOwn(this.scope, name);
    }
  }

  private unary(expr: Extract<Expr, { type: "unary" }>): unknown {
    const value = this.run(expr.operand);
    if (expr.operator === "!") return !isTruthy(value);
    if (isMissing(value)) return undefined;
    if (typeof value !== "number") throw new EvaluationError(`cannot negate ${describe(value)}`, expr.start + 1);
    return -value;
  }

  private binary(expr: Extract<Expr, { type: "binary" }>): unknown {
    const { operator } = expr;
    const left = this.run(expr.left);
    // && and || short-circuit and return an operand, as in JavaScript: `name || 'anonymous'`.
    if (operator === "&&") return isTruthy(left) ? this.run(expr.right) : left;
    if (operator === "||") return isTruthy(left) ? left : this.run(expr.right);
    const right = this.run(expr.right);
    const column = expr.start + 1;
    switch (operator) {
      case "==":
        return equals(left, right);
      case "!=":
        return !equals(left, right);
      case "<":
      case "<=":
      case ">":
      case ">=":
        return compare(operator, left, right, column);
      case "+":
        if (typeof left === "string" || typeof right === "string") {
          return (
            formatValue(left, this.ctx.locale, this.filterContext.timeZone) +
            formatValue(right, this.ctx.locale, this.filterContext.timeZone)
          );
        }
        return arithmetic(operator, left, right, column);
      default:
        return arithmetic(operator, left, right, column);
    }
  }
}

const VERBS: Record<string, string> = { "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "%": "take the remainder of" };

/** A missing operand makes the result missing (renders empty, no warning); other non-numbers are errors. */
function arithmetic(operator: BinaryOperator, left: unknown, right: unknown, column: number): number | undefined {
  if (isMissing(left) || isMissing(right)) return undefined;
  if (typeof left !== "number" || typeof right !== "number") {
    throw new EvaluationError(`cannot ${VERBS[operator]} ${describe(left)} and ${describe(right)}`, column);
  }
  if ((operator === "/" || operator === "%") && right === 0) throw new EvaluationError("division by zero", column);
  switch (operator) {
    case "+":
      return left + right;
    case "-":
      return left - right;
    case "*":
      return left * right;
    case "/":
      return left / right;
    default:
      return left % right;
  }
}

/** Strict equality, except that missing equals missing and dates compare by moment. */
function equals(left: unknown, right: unknown): boolean {
  if (isMissing(left) || isMissing(right)) return isMissing(left) && isMissing(right);
  if (left instanceof Date || right instanceof Date) {
    const a = toEpochMs(left);
    return a !== undefined && a === toEpochMs(right);
  }
  return left === right;
}

/** Numbers with numbers, text with text, dates with dates or ISO strings/epoch ms; missing compares false. */
function compare(operator: "<" | "<=" | ">" | ">=", left: unknown, right: unknown, column: number): boolean {
  if (isMissing(left) || isMissing(right)) return false;
  let a: unknown = left;
  let b: unknown = right;
  if (left instanceof Date || right instanceof Date) {
    a = toEpochMs(left);
    b = toEpochMs(right);
    if (a === undefined || b === undefined) throw new EvaluationError(`cannot compare ${describe(left)} with ${describe(right)}`, column);
  } else if (typeof a !== typeof b || (typeof a !== "number" && typeof a !== "string")) {
    throw new EvaluationError(`cannot compare ${describe(left)} with ${describe(right)}`, column);
  }
  const x = a as number | string;
  const y = b as number | string;
  switch (operator) {
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    case ">":
      return x > y;
    default:
      return x >= y;
  }
}
