import { parseEnv, type PLAN_IDS } from "@paperjet/contracts";
import { z } from "zod";

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  // Cost caps per plan: a document past one is a 422 naming it, before it is queued (or, pages, while laid out).
  RENDER_MAX_ROWS_FREE: count(5_000),
  RENDER_MAX_ROWS_BASIC: count(20_000),
  RENDER_MAX_ROWS_ENTERPRISE: count(100_000),
  RENDER_MAX_ELEMENTS_FREE: count(2_000),
  RENDER_MAX_ELEMENTS_BASIC: count(5_000),
  RENDER_MAX_ELEMENTS_ENTERPRISE: count(20_000),
  RENDER_MAX_PAGES_FREE: count(100),
  RENDER_MAX_PAGES_BASIC: count(500),
  RENDER_MAX_PAGES_ENTERPRISE: count(2_000),
  // Fair rendering (docs/decisions/008): a document with more table rows or elements than this is heavy.
  RENDER_HEAVY_ROWS: count(2_000),
  RENDER_HEAVY_ELEMENTS: count(2_000),
  // Heavy renders in flight per tenant and in all; the rest of the render slots stay free for light work.
  RENDER_HEAVY_PER_TENANT: count(1),
  RENDER_HEAVY_TOTAL: count(1),
  // Renders one tenant may have queued, running or parked at once; past it 429.
  RENDER_QUEUED_PER_TENANT: count(50),
});

type Plan = (typeof PLAN_IDS)[number];

export interface PlanCaps {
  rows: number;
  elements: number;
  pages: number;
}

export interface RenderLimits {
  caps: Record<Plan, PlanCaps>;
  heavyRows: number;
  heavyElements: number;
  heavyPerTenant: number;
  heavyTotal: number;
  queuedPerTenant: number;
}

export function parseRenderLimits(source: Record<string, string | undefined>): RenderLimits {
  const e = parseEnv(schema, source, "web");
  const plan = (p: "FREE" | "BASIC" | "ENTERPRISE"): PlanCaps => ({
    rows: e[`RENDER_MAX_ROWS_${p}`],
    elements: e[`RENDER_MAX_ELEMENTS_${p}`],
    pages: e[`RENDER_MAX_PAGES_${p}`],
  });
  return {
    caps: { free: plan("FREE"), basic: plan("BASIC"), enterprise: plan("ENTERPRISE") },
    heavyRows: e.RENDER_HEAVY_ROWS,
    heavyElements: e.RENDER_HEAVY_ELEMENTS,
    heavyPerTenant: e.RENDER_HEAVY_PER_TENANT,
    heavyTotal: e.RENDER_HEAVY_TOTAL,
    queuedPerTenant: e.RENDER_QUEUED_PER_TENANT,
  };
}
