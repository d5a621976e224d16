import { evaluateExpression, findClose, parseExpression, type Expr } from "@paperjet/template";

/** The currencies the picker lists first; the filter itself takes any ISO 4217 code. */
export const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "JPY", "SEK", "NOK", "DKK", "PLN", "CAD", "AUD"] as const;
/** Locales a value may be formatted in instead of the document's. */
export const FORMAT_LOCALES = ["en-GB", "en-US", "nl-NL", "nl-BE", "de-DE", "fr-FR", "es-ES", "it-IT"] as const;
/** The `date` filter's own styles, then a few patterns people ask for. */
export const DATE_FORMATS = ["long", "short", "medium", "full", "dd-MM-yyyy", "d MMMM yyyy", "yyyy-MM-dd"] as const;
export const MAX_DECIMALS = 4;

export type ValueFormat =
  | { kind: "number" | "currency" | "percent"; currency: string; decimals: number | null; locale: string | null }
  | { kind: "date"; date: string; locale: string | null };

/** `number` and `percent` take `[decimals][:locale]`, `currency` the code first, `date` a style or pattern first (template-format.md). */
export function formatFilter(format: ValueFormat): string {
  const args: string[] = [];
  if (format.kind === "date") args.push(`'${format.date}'`);
  else {
    if (format.kind === "currency") args.push(`'${format.currency}'`);
    if (format.decimals !== null) args.push(String(format.decimals));
  }
  if (format.locale) args.push(`'${format.locale}'`);
  return [format.kind, ...args].join(":");
}

/** What an expression reads for a binding: array fields per row (`item.` in repeats, `row.` in tables). */
export function bindingPath(key: string): string {
  const at = key.lastIndexOf("[].");
  return at >= 0 ? `item.${key.slice(at + 3)}` : key;
}

/** What goes into a text for a binding, formatted when a format is given. */
export function bindingSnippet(key: string, format?: ValueFormat): string {
  return format ? `{{ ${bindingPath(key)} | ${formatFilter(format)} }}` : `{{ ${bindingPath(key)} }}`;
}

/**
 * The example as the document will print it: the real filter, run by the expression evaluator on the
 * filter text the picker writes, so the preview cannot differ from the output.
 */
export function formatExample(value: unknown, format: ValueFormat, documentLocale: string): { text: string } | { error: string } {
  try {
    return { text: String(evaluateExpression(`value | ${formatFilter(format)}`, { value }, { locale: documentLocale }) ?? "") };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The `{{ … }}` in `text` that shows the binding at `path` (formatted or not): where the picker writes. */
export function findBindingExpression(text: string, path: string): { start: number; end: number; source: string } | undefined {
  // The template's own scanner: a `}` inside a quoted filter argument does not end the expression.
  for (let start = text.indexOf("{{"); start >= 0; start = text.indexOf("{{", start + 2)) {
    const close = findClose(text, start + 2);
    if (close < 0) return undefined;
    const source = text.slice(start + 2, close).trim();
    if (source.split("|")[0]!.trim() === path) return { start, end: close + 2, source };
  }
  return undefined;
}

const literal = (expr: Expr | undefined) => (expr?.type === "literal" ? expr.value : undefined);

/** The picker's settings for an expression the picker could have written (`total | currency:'EUR':2`), else undefined. */
export function readFormat(source: string): ValueFormat | undefined {
  let expr: Expr;
  try {
    expr = parseExpression(source);
  } catch {
    return undefined;
  }
  if (expr.type !== "filter" || expr.input.type === "filter") return undefined;
  const args = expr.args.map(literal);
  if (args.some((a) => a === undefined)) return undefined;
  const locale = (value: unknown) => (typeof value === "string" ? value : null);
  switch (expr.name) {
    case "date":
      return typeof args[0] === "string" ? { kind: "date", date: args[0], locale: locale(args[1]) } : undefined;
    case "currency": {
      const [code, first, second] = args;
      const decimals = typeof first === "number" ? first : null;
      return { kind: "currency", currency: String(code).toUpperCase(), decimals, locale: locale(decimals === null ? first : second) };
    }
    case "number":
    case "percent": {
      const [first, second] = args;
      const decimals = typeof first === "number" ? first : null;
      return { kind: expr.name, currency: "EUR", decimals, locale: locale(decimals === null ? first : second) };
    }
  }
  return undefined;
}
