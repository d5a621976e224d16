import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { Plan } from "~/features/api-keys/authenticate-api-key.server";
import { countGenerations } from "./count-generations.server";

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

/**
 * Whether this call's output carries a watermark. Test calls always do and
 * never count; past an allowance the key keeps working, watermarked.
 */
export async function decideWatermark(options: { db: Kysely<Database>; userId: number; plan: Plan; test: boolean; now?: Date }): Promise<boolean> {
  if (options.test) return true;
  if (!planHasAllowance(options.plan)) return false;
  return watermarkFor(options.plan, await countGenerations({ db: options.db, userId: options.userId, now: options.now }));
}
