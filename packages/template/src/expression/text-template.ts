import { formatValue } from "../format/format-value.ts";
import { someNode, type Expr } from "./ast.ts";
import { EvaluationError, ExpressionError } from "./errors.ts";
import { evaluateExpression, type EvalContext } from "./evaluate.ts";
import { parseExpression } from "./parse-expression.ts";

/** `column` is the 1-based position of `source` in the whole text. */
export type TextTemplate = Array<{ kind: "text"; value: string } | { kind: "expr"; source: string; expr: Expr; column: number }>;

type Compiled = Array<TextTemplate[number] | { kind: "error"; source: string; error: ExpressionError }>;

const cache = new Map<string, Compiled>();

/** Splits on `{{ }}` and parses each expression; a `}}` inside a quoted string does not close it. */
function compile(text: string): Compiled {
  const hit = cache.get(text);
  if (hit) return hit;
  const segments: Compiled = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{{", i);
    if (open < 0) {
      segments.push({ kind: "text", value: text.slice(i) });
      break;
    }
    if (open > i) segments.push({ kind: "text", value: text.slice(i, open) });
    const close = findClose(text, open + 2);
    if (close < 0) {
      segments.push({ kind: "error", source: text.slice(open), error: new ExpressionError('"{{" is never closed with "}}"', open + 1) });
      break;
    }
    const raw = text.slice(open + 2, close);
    const source = raw.trim();
    const column = open + 3 + (raw.length - raw.trimStart().length);
    if (source === "") {
      segments.push({ kind: "error", source, error: new ExpressionError("empty {{ }}", open + 1) });
    } else {
      try {
        segments.push({ kind: "expr", source, expr: parseExpression(source), column });
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        segments.push({ kind: "error", source, error: new ExpressionError(error.message, column + error.column - 1) });
      }
    }
    i = close + 2;
  }
  if (cache.size >= 2000) cache.clear();
  cache.set(text, segments);
  return segments;
}

/** Where the `}}` closing an expression opened before `from` starts (quoted braces do not count), or -1. */
export function findClose(text: string, from: number): number {
  let quote: string | undefined;
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    } else if (ch === "}" && text[i + 1] === "}") {
      return i;
    }
  }
  return -1;
}

/** Throws the first `ExpressionError`, with its column in the whole text. */
export function parseTextTemplate(text: string): TextTemplate {
  const compiled = compile(text);
  const failed = compiled.find((segment) => segment.kind === "error");
  if (failed) throw failed.error;
  return compiled as TextTemplate;
}

/**
 * Never throws for bad templates or data: missing values and failing expressions render as "", and each
 * failure (including a syntax error in an unsaved string) is pushed to `warnings`.
 */
export function renderTextTemplate(
  template: string | TextTemplate,
  scope: Record<string, unknown>,
  ctx: EvalContext,
  warnings?: string[],
): string {
  const segments = typeof template === "string" ? compile(template) : template;
  let out = "";
  for (const segment of segments) {
    if (segment.kind === "text") {
      out += segment.value;
    } else if (segment.kind === "error") {
      warnings?.push(`{{ ${segment.source} }}: ${segment.error.message} (column ${segment.error.column})`);
    } else {
      try {
        out += formatValue(evaluateExpression(segment.expr, scope, ctx), ctx.locale, ctx.timeZone);
      } catch (error) {
        if (!(error instanceof EvaluationError || error instanceof RangeError)) throw error;
        warnings?.push(`{{ ${segment.source} }}: ${error.message}`);
      }
    }
  }
  return out;
}

/** True when the text or expression reads `page` or `pages`, which are known only after pagination. */
export function usesPageNumbers(template: TextTemplate | Expr): boolean {
  const usesPage = (expr: Expr) => someNode(expr, (node) => node.type === "identifier" && (node.name === "page" || node.name === "pages"));
  if (Array.isArray(template)) return template.some((segment) => segment.kind === "expr" && usesPage(segment.expr));
  return usesPage(template as Expr);
}
