import type { Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { countGenerations } from "~/features/usage/count-generations.server";
import { can } from "~/features/workspaces/permissions";
import { billingProvider } from "./billing-provider.server";
import { catalogPlan } from "./plan-catalogue.server";
import { sellerDetailsMissing } from "~/config/billing-config.server";
import { env } from "~/config/env.server";
import { loadSubscription, type SubscriptionView } from "./subscriptions.server";

/** The subscription as the API shows it (api.md's Subscription, with a scheduled downgrade). */
export function subscriptionSummary(s: SubscriptionView) {
  return {
    plan: s.plan,
    period: s.period,
    status: s.status,
    trialEndsAt: s.trialEndsAt,
    trialDaysLeft: s.trialDaysLeft,
    currentPeriodEnd: s.currentPeriodEnd,
    scheduledChange: s.scheduledChange,
  };
}

/** `GET /api/subscription/configuration` and the settings tabs: the subscription, this month's usage against the allowance, how one pays. */
export async function loadBillingConfiguration(db: Kysely<Database>, options: { workspaceId: string; role: WorkspaceRole; now?: Date }) {
  const now = options.now ?? new Date();
  await billingProvider().refresh(db, options.workspaceId);
  const [subscription, used] = await Promise.all([
    loadSubscription(db, options.workspaceId, now),
    countGenerations({ db, workspaceId: options.workspaceId, now }),
  ]);
  const provider = billingProvider();
  return {
    provider: provider.id,
    subscription: subscriptionSummary(subscription),
    usage: { used: used.thisMonth, allowance: catalogPlan(subscription.plan).pdfsPerMonth },
    paymentMethods: provider.paymentMethods,
    paymentDetails: subscription.paymentDetails,
    canManage: can(options.role, "billing:manage"),
    // Manual invoicing without the seller's details sells no paid plan (an invoice would lack them).
    selfServe: provider.id !== "manual" || sellerDetailsMissing(env().billing).length === 0,
  };
}
