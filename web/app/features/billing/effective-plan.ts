import { isPlan, type Plan } from "./plan-catalogue";

/**
 * The plan a workspace's generations follow now: the subscription's, except that a trial past
 * its end continues on Free (issue 22) until a plan is chosen. A workspace without a
 * subscription row follows `workspaces.plan`.
 */
export function effectivePlan(
  subscription: { plan: string; status: string | null; trialEndsAt: Date | string | null },
  now = new Date(),
): Plan {
  if (trialEnded(subscription, now)) return "free";
  return isPlan(subscription.plan) ? subscription.plan : "free";
}

export function trialEnded(subscription: { status: string | null; trialEndsAt: Date | string | null }, now = new Date()): boolean {
  return (
    subscription.status === "in_trial" && subscription.trialEndsAt !== null && new Date(subscription.trialEndsAt).getTime() <= now.getTime()
  );
}

/** Whole days left of a running trial (a part of a day counts as a day); null outside a trial. */
export function trialDaysLeft(subscription: { status: string | null; trialEndsAt: Date | string | null }, now = new Date()): number | null {
  if (subscription.status !== "in_trial" || subscription.trialEndsAt === null || trialEnded(subscription, now)) return null;
  return Math.ceil((new Date(subscription.trialEndsAt).getTime() - now.getTime()) / 86_400_000);
}
