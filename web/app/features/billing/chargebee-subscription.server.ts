import { sql, type Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { isUuid } from "~/utils/uuid";
import { planOfItemPrice } from "./chargebee-client.server";
import { saveSubscription } from "./subscriptions.server";

/** The part of Chargebee's subscription resource we keep. */
export interface ChargebeeSubscription {
  id: string;
  customer_id: string;
  status: string;
  resource_version?: number;
  trial_end?: number;
  current_term_start?: number;
  current_term_end?: number;
  subscription_items?: Array<{ item_price_id: string }>;
  has_scheduled_changes?: boolean;
}

const at = (unix: number | undefined) => (unix ? new Date(unix * 1000) : null);

/**
 * Makes the workspace's subscription Chargebee's state, unless a newer state was applied already:
 * Chargebee promises neither order nor single delivery, and every subscription carries a
 * `resource_version` that grows with each change. A cancelled subscription leaves the workspace on Free.
 * Returns whether anything changed.
 */
export async function applyChargebeeSubscription(db: Kysely<Database>, subscription: ChargebeeSubscription): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscriptions")
      .select(["workspace_id", "provider_version"])
      .where((eb) =>
        eb.or([
          eb("provider_subscription_id", "=", subscription.id),
          eb("workspace_id", "=", sql<string>`${isUuid(subscription.id) ? subscription.id : null}::uuid`),
          eb("provider_customer_id", "=", subscription.customer_id),
        ]),
      )
      .forUpdate()
      .executeTakeFirst();
    if (!row) return false;
    const version = subscription.resource_version ?? 0;
    if (row.provider_version !== null && Number(row.provider_version) >= version) return false;
    const { plan, period } = planOfItemPrice(subscription.subscription_items?.[0]?.item_price_id);
    const ended = subscription.status === "cancelled";
    await saveSubscription(trx, row.workspace_id, {
      provider: "chargebee",
      plan: ended ? "free" : plan,
      period,
      status: subscription.status,
      trialEndsAt: at(subscription.trial_end),
      currentPeriodStart: at(subscription.current_term_start),
      currentPeriodEnd: at(subscription.current_term_end),
      providerCustomerId: subscription.customer_id,
      providerSubscriptionId: subscription.id,
      providerVersion: version,
      // A state without scheduled changes means a scheduled downgrade was made (or withdrawn).
      ...(subscription.has_scheduled_changes || subscription.status === "non_renewing"
        ? {}
        : { scheduledPlan: null, scheduledPeriod: null }),
    });
    return true;
  });
}
