import { evaluateExpression, formatValue } from "@paperjet/template";

/** One worked example per filter: the data, the expression as written in a text, and (computed) what prints. */
export interface FilterExample {
  name: string;
  data: Record<string, unknown>;
  expression: string;
}

const items = [
  { description: "Design", amount: 120.5 },
  { description: "Print", amount: 80 },
];

/** In the order of the expression reference (template-format.md); the test holds it to FILTER_NAMES. */
export const FILTER_EXAMPLES: readonly FilterExample[] = [
  { name: "number", data: { hours: 1234.5678 }, expression: "hours | number:2" },
  { name: "currency", data: { total: 1234.5 }, expression: "total | currency:'EUR'" },
  { name: "percent", data: { share: 0.256 }, expression: "share | percent:1" },
  { name: "date", data: { due: "2026-11-03" }, expression: "due | date:'long'" },
  { name: "upper", data: { name: "Zoë de Vries" }, expression: "name | upper" },
  { name: "lower", data: { code: "ACME B.V." }, expression: "code | lower" },
  { name: "default", data: { note: null }, expression: "note | default:'—'" },
  { name: "sum", data: { items }, expression: "items | sum:'amount' | currency:'EUR'" },
  { name: "count", data: { items }, expression: "items | count" },
  { name: "map", data: { items }, expression: "items | map:'description'" },
];

/** What the example prints in `locale`: the real filters, so the Help page cannot drift from the output. */
export function filterExampleOutput(example: FilterExample, locale: string): string {
  return formatValue(evaluateExpression(example.expression, example.data, { locale }), locale, "UTC");
}
