import { evaluateExpression, walkElements } from "@paperjet/template";
import type { Plan } from "~/features/billing/plan-catalogue";
import { apiError } from "~/utils/api-error-locale.server";
import type { RenderLimits } from "~/config/render-limits.server";

export interface RenderCost {
  /** Elements the document lays out: groups' children included, each copy of a repeated element counted. */
  elements: number;
  /** Rows of every table, from its `each` list in the call's data. */
  tableRows: number;
  heavy: boolean;
}

/**
 * What a document will cost to render, read before it is queued: its elements and its tables' rows.
 * Past the plan's cap: 422 naming the limit. Pages are known only once laid out; their cap travels
 * in the job (`maxPages`).
 */
export function estimateRenderCost(options: {
  document: Record<string, unknown>;
  data: Record<string, unknown>;
  plan: Plan;
  limits: RenderLimits;
}): RenderCost {
  const { document, data, plan, limits } = options;
  const locale = typeof document.locale === "string" ? document.locale : "en-US";
  let elements = 0;
  let tableRows = 0;
  // How often each element is laid out: its own repeat's list length times its group's (parents come
  // first in the walk). A list that needs a repeated item's name to evaluate counts once.
  const copies = new Map<string, number>();
  for (const { element, path } of walkElements(document)) {
    const repeat = (element.repeat as { each?: unknown } | undefined)?.each;
    const own = typeof repeat === "string" ? (listLength(repeat, data, locale) ?? 1) : 1;
    const times = (path.length > 4 ? (copies.get(path.slice(0, -2).join("/")) ?? 1) : 1) * own;
    copies.set(path.join("/"), times);
    elements += times;
    if (element.type === "table" && typeof element.each === "string") tableRows += times * (listLength(element.each, data, locale) ?? 0);
  }
  const caps = limits.caps[plan];
  if (tableRows > caps.rows) throw capExceeded("rows", "table rows", { found: tableRows, max: caps.rows, plan });
  if (elements > caps.elements) throw capExceeded("elements", "elements", { found: elements, max: caps.elements, plan });
  return { elements, tableRows, heavy: tableRows > limits.heavyRows || elements > limits.heavyElements };
}

/** The length of the list `expression` yields for the call's data; undefined when it yields none. */
function listLength(expression: string, data: Record<string, unknown>, locale: string): number | undefined {
  try {
    const list = evaluateExpression(expression, data, { locale });
    return Array.isArray(list) ? list.length : undefined;
  } catch {
    return undefined;
  }
}

/** 422 naming the cap (`limit: "max_rows"`) in the caller's language (api.json errors.renderCap). */
function capExceeded(limit: "rows" | "elements", what: string, params: { found: number; max: number; plan: Plan }) {
  return apiError(
    "validation_failed",
    `renderCap.${limit}`,
    `The document has ${params.found} ${what}; the ${params.plan} plan allows at most ${params.max} per document.`,
    {
      params,
      extra: { limit: `max_${limit}`, max: params.max },
    },
  );
}
