import type { Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { countGenerations } from "~/features/usage/count-generations.server";
import { can } from "~/features/workspaces/permissions";
import { billingProvider } from "./billing-provider.server";
import { catalogPlan } from "./plan-catalogue.server";
import { loadSubscription } from "./subscriptions.server";

/** `GET /api/subscription/configuration` and the settings tabs: the subscription, this month's usage against the allowance, how one pays. */
export async function loadBillingConfiguration(db: Kysely<Database>, options: { workspaceId: string; role: WorkspaceRole; now?: Date }) {
  const now = options.now ?? new Date();
  await billingProvider().refresh(db, options.workspaceId);
  const [subscription, used] = await Promise.all([loadSubscription(db, options.workspaceId, now), countGenerations({ db, workspaceId: options.workspaceId, now })]);
  const provider = billingProvider();
  return {
    provider: provider.id,
    subscription: {
      plan: subscription.plan,
      period: subscription.period,
      status: subscription.status,
      trialEndsAt: subscription.trialEndsAt,
      trialDaysLeft: subscription.trialDaysLeft,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
    usage: { used: used.thisMonth, allowance: catalogPlan(subscription.plan).pdfsPerMonth },
    paymentMethods: provider.paymentMethods,
    paymentDetails: subscription.paymentDetails,
    canManage: can(options.role, "billing:manage"),
  };
}
