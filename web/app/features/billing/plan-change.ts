import type { BillingPeriod, Plan } from "./plan-catalogue";

/** When a confirmed plan change is made: at once, or when the paid period ends. */
export type ChangeTiming = "now" | "period_end";

const DAY_MS = 86_400_000;

/**
 * A move to a smaller commitment: a paid plan to Free, or annual to monthly billing of the same plan.
 * Those wait for the end of the period already paid for, so nobody loses what they paid by a click.
 */
export function isDowngrade(from: { plan: Plan; period: BillingPeriod }, to: { plan: Plan; period: BillingPeriod }): boolean {
  if (from.plan === "free") return false;
  if (to.plan === "free") return true;
  return from.plan === to.plan && from.period === "annually" && to.period === "monthly";
}

/**
 * The part of a paid period not used yet, prorated by whole days: the day of the change counts as
 * used (a change on the last day gives no credit), so `price × unused days / days in the period`.
 */
export function unusedCredit(price: number, period: { start: Date; end: Date }, now: Date): number {
  const days = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
  const unused = Math.min(days, Math.max(0, Math.floor((period.end.getTime() - now.getTime()) / DAY_MS)));
  return days > 0 ? Math.round((price * unused) / days) : 0;
}

/** The timing of a change: the customer's choice, else downgrades of a running paid period wait for its end. */
export function changeTiming(options: {
  from: { plan: Plan; period: BillingPeriod };
  to: { plan: Plan; period: BillingPeriod };
  paidUntil: Date | null;
  asked?: ChangeTiming;
}): ChangeTiming {
  if (!options.paidUntil) return "now";
  return options.asked ?? (isDowngrade(options.from, options.to) ? "period_end" : "now");
}
