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

export type WatermarkReason = "test" | "free-tier" | "monthly-allowance" | "none";

/**
 * Whether this call's output carries a watermark. Test calls always do and
 * never count; past an allowance the key keeps working, watermarked.
 */
export async function decideWatermark(options: { db: Kysely<Database>; userId: number; plan: Plan; test: boolean; now?: Date }): Promise<{ watermark: boolean; reason: WatermarkReason }> {
  if (options.test) return { watermark: true, reason: "test" };
  const rules = PLAN_RULES[options.plan];
  if (rules.freeWithoutWatermark === null && rules.monthly === null) return { watermark: false, reason: "none" };
  const used = await countGenerations({ db: options.db, userId: options.userId, now: options.now });
  if (rules.freeWithoutWatermark !== null && used.total >= rules.freeWithoutWatermark) return { watermark: true, reason: "free-tier" };
  if (rules.monthly !== null && used.thisMonth >= rules.monthly) return { watermark: true, reason: "monthly-allowance" };
  return { watermark: false, reason: "none" };
}
