/**
 * The plans of product-spec §9 as the pricing page shows them. Prices in euro
 * per month, excluding VAT; annual billing is about 10% cheaper.
 */
export const PLANS = [
  { id: "free", monthly: 0, annualPerMonth: 0, highlighted: false },
  { id: "basic", monthly: 29, annualPerMonth: 26, highlighted: true },
  { id: "enterprise", monthly: null, annualPerMonth: null, highlighted: false },
] as const;

export type Billing = "monthly" | "annually";

/** Where each plan's button goes: sign-up with the plan chosen, or a conversation for Enterprise. */
export function planHref(plan: (typeof PLANS)[number]["id"], billing: Billing): string {
  if (plan === "enterprise") return "/contact";
  return plan === "free" ? "/auth/signup?plan=free" : `/auth/signup?plan=${plan}&billing=${billing}`;
}
