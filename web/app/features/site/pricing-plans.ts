import type { BillingPeriod, CataloguePlan } from "~/features/billing/plan-catalogue";

/** The plan the pricing page puts forward. */
export const HIGHLIGHTED_PLAN = "basic";

/** Where each plan's button goes: sign-up with the plan chosen, or a conversation for Enterprise. */
export function planHref(plan: CataloguePlan, billing: BillingPeriod): string {
  if (plan.contactSales) return "/contact";
  return plan.id === "free" ? "/auth/signup?plan=free" : `/auth/signup?plan=${plan.id}&billing=${billing}`;
}
