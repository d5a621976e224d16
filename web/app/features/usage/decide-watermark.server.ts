import type { Plan } from "~/features/api-keys/authenticate-api-key.server";

/** product-spec.md §9. */
export const PLAN_RULES: Record<Plan, { freeWithoutWatermark: number | null; monthly: number | null }> = {
  // The first 5 generations ever are clean, then watermarked; 100 a month, past which it goes on watermarked.
  free: { freeWithoutWatermark: 5, monthly: 100 },
  basic: { freeWithoutWatermark: null, monthly: 1_000 },
  enterprise: { freeWithoutWatermark: null, monthly: null },
};

/** Whether generations on this plan are counted at all (an unlimited plan never watermarks). */
export function planHasAllowance(plan: Plan): boolean {
  const rules = PLAN_RULES[plan];
  return rules.freeWithoutWatermark !== null || rules.monthly !== null;
}

/**
 * Whether a generation carries a watermark, given how many counted
 * generations came before it (all time, and this calendar month). Past an
 * allowance the key keeps working, watermarked.
 */
export function watermarkFor(plan: Plan, used: { total: number; thisMonth: number }): boolean {
  const rules = PLAN_RULES[plan];
  if (rules.freeWithoutWatermark !== null && used.total >= rules.freeWithoutWatermark) return true;
  return rules.monthly !== null && used.thisMonth >= rules.monthly;
}
