import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { catalogPlan } from "./plan-catalogue.server";
import { PAYING_STATUSES } from "./subscriptions.server";

/**
 * Monthly recurring revenue of the subscriptions that pay now (paid plans past their trial, not
 * cancelled or paused) in minor units excluding VAT: each paying subscription's catalogue price,
 * an annual one as a twelfth of its year. Enterprise has a custom price (not in the catalogue), so it
 * counts as a paying subscription but adds no amount.
 */
export async function monthlyRecurringRevenue(db: Kysely<Database>): Promise<{ amount: number; currency: string; paying: number }> {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["plan", "period", (eb) => eb.fn.countAll<string>().as("n")])
    .where("status", "in", PAYING_STATUSES)
    .where("plan", "!=", "free")
    .groupBy(["plan", "period"])
    .execute();
  let amount = 0;
  let paying = 0;
  for (const row of rows) {
    const prices = catalogPlan(row.plan).prices;
    const monthly = !prices ? 0 : row.period === "annually" ? prices.annually / 12 : prices.monthly;
    amount += monthly * Number(row.n);
    paying += Number(row.n);
  }
  return { amount: Math.round(amount), currency: catalogPlan("basic").currency, paying };
}
