import {
  EvaluationError,
  ExpressionError,
  evaluateExpression,
  isTruthy,
  parseExpression,
  renderTextTemplate,
  type EvalContext,
  type Element,
  type Expr,
} from "@paperjet/template";
import type { FontSet } from "../fonts/font-set.ts";
import type { LaidOutBox, LaidOutText } from "./types.ts";

export type Scope = Record<string, unknown>;

/** A flow text that reads `page`/`pages`; re-rendered in place once pagination is done. */
export interface DeferredText {
  box: LaidOutText;
  relayout(ctx: EvalContext): LaidOutText;
}

export interface LayoutContext {
  fonts: FontSet;
  warnings: string[];
  eval: EvalContext;
  /** Image sources already fetched by the caller (media ids, https URLs) → data: URIs. */
  images: Record<string, string>;
  deferred: DeferredText[];
  /** Printable area of the current template page in mm (page coordinates). */
  area: { top: number; right: number; bottom: number; left: number };
  /** Lays out a group's children at `at` (see layout/element.ts); passed in so groups do not import their caller. */
  layoutChildren(elements: Element[], scope: Scope, at: { x: number; y: number }): LaidOutBox[];
}

const parsed = new Map<string, Expr | ExpressionError>();

function parse(source: string): Expr | ExpressionError {
  let expr = parsed.get(source);
  if (!expr) {
    try {
      expr = parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      expr = error;
    }
    if (parsed.size > 5000) parsed.clear();
    parsed.set(source, expr);
  }
  return expr;
}

/** Evaluates an expression field; failures render as undefined and become a warning naming the element. */
export function evaluate(ctx: LayoutContext, source: string, scope: Scope, id: string, field: string): unknown {
  const expr = parse(source);
  if (expr instanceof ExpressionError) {
    ctx.warnings.push(`${id}: ${field} "${source}": ${expr.message} (column ${expr.column})`);
    return undefined;
  }
  try {
    return evaluateExpression(expr, scope, ctx.eval);
  } catch (error) {
    if (!(error instanceof EvaluationError || error instanceof RangeError)) throw error;
    ctx.warnings.push(`${id}: ${field} "${source}": ${error.message}`);
    return undefined;
  }
}

export function isVisible(ctx: LayoutContext, visibleIf: string | undefined, scope: Scope, id: string): boolean {
  return visibleIf === undefined || isTruthy(evaluate(ctx, visibleIf, scope, id, "visibleIf"));
}

/** Renders a `{{ }}` text; missing values are empty, failures become warnings naming the element. */
export function renderText(ctx: LayoutContext, text: string, scope: Scope, id: string, evalCtx = ctx.eval): string {
  if (!text.includes("{{")) return text;
  const local: string[] = [];
  const out = renderTextTemplate(text, scope, evalCtx, local);
  for (const warning of local) ctx.warnings.push(`${id}: ${warning}`);
  return out;
}
