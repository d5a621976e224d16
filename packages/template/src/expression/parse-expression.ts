import type { BinaryOperator, Expr } from "./ast.ts";
import { ExpressionError } from "./errors.ts";
import { FILTER_NAMES, FILTERS, isFilterName } from "./filters.ts";
import { KEYWORDS } from "./identifier.ts";
import { tokenize, type Token } from "./tokenize.ts";

/** Binary levels from loosest to tightest; `?:` sits above them and filters (`|`) above that. */
const BINARY_LEVELS: readonly (readonly BinaryOperator[])[] = [
  ["||"],
  ["&&"],
  ["==", "!="],
  ["<", "<=", ">", ">="],
  ["+", "-"],
  ["*", "/", "%"],
];

/**
 * Deeper expressions are refused with a syntax error: parsing and evaluating take stack frames per
 * level, and 1,000 nested parentheses overflowed the stack (a 500). Chains (`a + b + …`, `a.b.…`)
 * count too, since they nest in the tree.
 */
export const MAX_EXPRESSION_DEPTH = 100;

const cache = new Map<string, Expr>();

/** Parsed trees are never mutated, so the same source is parsed once (tables evaluate a column per row). */
export function parseExpression(source: string): Expr {
  const hit = cache.get(source);
  if (hit) return hit;
  const expr = new Parser(source).parseAll();
  if (treeDepth(expr) > MAX_EXPRESSION_DEPTH) throw tooDeep(expr.start);
  if (cache.size >= 2000) cache.clear();
  cache.set(source, expr);
  return expr;
}

class Parser {
  private readonly tokens: Token[];
  private pos = 0;
  private depth = 0;

  constructor(source: string) {
    this.tokens = tokenize(source);
  }

  parseAll(): Expr {
    if (this.peek().kind === "end") throw new ExpressionError("expected an expression", 1);
    const expr = this.parsePipe();
    const next = this.peek();
    if (next.kind !== "end") throw this.unexpected(next);
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.pos];
  }

  private isPunct(value: string): boolean {
    const token = this.peek();
    return token.kind === "punct" && token.value === value;
  }

  private expectPunct(value: string, what: string): Token {
    const token = this.peek();
    if (token.kind === "punct" && token.value === value) return this.tokens[this.pos++];
    throw new ExpressionError(`expected "${value}" ${what}${this.found(token)}`, token.start + 1);
  }

  private found(token: Token): string {
    if (token.kind === "end") return ", but the expression ended";
    if (token.kind === "string") return ", found text";
    return `, found "${token.value}"`;
  }

  private unexpected(token: Token): ExpressionError {
    if (token.kind === "end") return new ExpressionError("the expression ended too early", token.start + 1);
    return new ExpressionError(`unexpected ${token.kind === "string" ? "text" : `"${token.value}"`}`, token.start + 1);
  }

  private parsePipe(): Expr {
    let expr = this.parseConditional();
    while (this.isPunct("|")) {
      this.pos++;
      const nameToken = this.peek();
      if (nameToken.kind !== "identifier") {
        throw new ExpressionError(`expected a filter name after "|"${this.found(nameToken)}`, nameToken.start + 1);
      }
      this.pos++;
      const args: Expr[] = [];
      while (this.isPunct(":")) {
        this.pos++;
        args.push(this.parseUnary());
      }
      expr = { type: "filter", start: nameToken.start, name: nameToken.value, input: expr, args };
      checkFilter(expr);
    }
    return expr;
  }

  /** Every nesting (parentheses, brackets, branches, unary operators) passes here. */
  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_EXPRESSION_DEPTH) throw tooDeep(this.peek().start);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private parseConditional(): Expr {
    return this.nested(() => {
      const test = this.parseBinary(0);
      if (!this.isPunct("?")) return test;
      this.pos++;
      const consequent = this.parseConditional();
      this.expectPunct(":", "between the two branches of ? :");
      const alternate = this.parseConditional();
      return { type: "conditional", start: test.start, test, consequent, alternate };
    });
  }

  private parseBinary(level: number): Expr {
    if (level === BINARY_LEVELS.length) return this.parseUnary();
    let left = this.parseBinary(level + 1);
    for (;;) {
      const token = this.peek();
      const operator = BINARY_LEVELS[level].find((op) => token.kind === "punct" && token.value === op);
      if (!operator) return left;
      this.pos++;
      const right = this.parseBinary(level + 1);
      left = { type: "binary", start: left.start, operator, left, right };
    }
  }

  private parseUnary(): Expr {
    const token = this.peek();
    if (token.kind === "punct" && (token.value === "!" || token.value === "-")) {
      this.pos++;
      return { type: "unary", start: token.start, operator: token.value, operand: this.nested(() => this.parseUnary()) };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    let expr = this.parsePrimary();
    for (;;) {
      if (this.isPunct(".")) {
        this.pos++;
        const name = this.peek();
        if (name.kind !== "identifier") throw new ExpressionError(`expected a field name after "."${this.found(name)}`, name.start + 1);
        this.pos++;
        expr = { type: "member", start: expr.start, object: expr, property: { type: "literal", start: name.start, value: name.value } };
      } else if (this.isPunct("[")) {
        this.pos++;
        const property = this.parsePipe();
        this.expectPunct("]", "to close [");
        expr = { type: "member", start: expr.start, object: expr, property };
      } else {
        return expr;
      }
    }
  }

  private parsePrimary(): Expr {
    const token = this.peek();
    switch (token.kind) {
      case "number":
      case "string":
        this.pos++;
        return { type: "literal", start: token.start, value: token.value };
      case "identifier":
        this.pos++;
        if (KEYWORDS.has(token.value)) {
          return { type: "literal", start: token.start, value: token.value === "null" ? null : token.value === "true" };
        }
        return { type: "identifier", start: token.start, name: token.value };
      case "punct":
        if (token.value === "(") {
          this.pos++;
          const inner = this.parsePipe();
          this.expectPunct(")", "to close (");
          return inner;
        }
        throw this.unexpected(token);
      case "end":
        throw this.unexpected(token);
    }
  }
}

function tooDeep(start: number): ExpressionError {
  return new ExpressionError(`the expression is nested more than ${MAX_EXPRESSION_DEPTH} levels deep`, start + 1);
}

/** The tree's depth, counted without recursion (a left-deep chain is as deep as it is long). */
function treeDepth(root: Expr): number {
  let deepest = 0;
  const stack: [Expr, number][] = [[root, 1]];
  while (stack.length) {
    const [expr, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_EXPRESSION_DEPTH) break;
    for (const child of children(expr)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function children(expr: Expr): Expr[] {
  switch (expr.type) {
    case "literal":
    case "identifier":
      return [];
    case "member":
      return [expr.object, expr.property];
    case "unary":
      return [expr.operand];
    case "binary":
      return [expr.left, expr.right];
    case "conditional":
      return [expr.test, expr.consequent, expr.alternate];
    case "filter":
      return [expr.input, ...expr.args];
  }
}

function checkFilter(expr: Extract<Expr, { type: "filter" }>): void {
  const column = expr.start + 1;
  if (!isFilterName(expr.name)) {
    throw new ExpressionError(`unknown filter "${expr.name}" (filters: ${FILTER_NAMES.join(", ")})`, column);
  }
  const { minArgs, maxArgs, checkArgs } = FILTERS[expr.name];
  const count = expr.args.length;
  if (count < minArgs || count > maxArgs) {
    const wanted = minArgs === maxArgs ? `${minArgs}` : `${minArgs} to ${maxArgs}`;
    throw new ExpressionError(`filter "${expr.name}" takes ${wanted} argument${maxArgs === 1 ? "" : "s"}, got ${count}`, column);
  }
  if (checkArgs && expr.args.every((arg) => arg.type === "literal")) {
    const problem = checkArgs(expr.args.map((arg) => (arg as Extract<Expr, { type: "literal" }>).value));
    if (problem) throw new ExpressionError(`${expr.name}: ${problem}`, column);
  }
}
