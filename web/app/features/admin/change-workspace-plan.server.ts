import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { forgetCachedApiKeys } from "~/features/api/forget-cached-api-keys.server";
import { setPlanManually } from "~/features/billing/manual-provider.server";
import type { BillingPeriod, Plan } from "~/features/billing/plan-catalogue";
import { loadSubscription } from "~/features/billing/subscriptions.server";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";

/**
 * Puts a workspace on another plan by hand through billing's manual provider (no payment involved):
 * the subscription and `workspaces.plan` change together, a paid plan starts its period with an
 * invoice, and the audit row records the subscription before and after. The API key caches hold
 * each key's plan, so the workspace's keys are dropped from them to count the new plan from the next call.
 */
export async function changeWorkspacePlan(
  db: Kysely<Database>,
  options: { actor: Actor; workspaceId: string; plan: Plan; period?: BillingPeriod },
) {
  const workspace = await runAdminWrite(db, { actor: options.actor, action: "workspace.plan", targetType: "workspace" }, async (trx) => {
    const found = isUuid(options.workspaceId)
      ? await trx
          .selectFrom("workspaces")
          .select(["id", "name", "created_by"])
          .where("id", "=", options.workspaceId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (!found) throw apiError("not_found", "workspaceNotFound", "No such workspace.");
    const before = await loadSubscription(trx, found.id);
    const owner = await trx
      .selectFrom("workspace_members")
      .innerJoin("users", "users.id", "workspace_members.user_id")
      .select(["users.id", "users.name", "users.email"])
      .where("workspace_members.workspace_id", "=", found.id)
      .where("workspace_members.role", "=", "owner")
      .orderBy("workspace_members.joined_at")
      .executeTakeFirst();
    // The owner stands in as the invoice's customer when the workspace gave no payment details.
    const actor = owner ? { userId: owner.id, name: owner.name, email: owner.email } : undefined;
    // An administrator's change is made at once (the customer asked for it through them).
    await setPlanManually(trx, { workspaceId: found.id, plan: options.plan, period: options.period ?? before.period, when: "now", actor });
    const after = await loadSubscription(trx, found.id);
    const summary = (s: typeof before) => ({ plan: s.plan, period: s.period, status: s.status, provider: s.provider });
    return {
      targetId: found.id,
      subjectUserId: owner?.id ?? found.created_by,
      before: summary(before),
      after: summary(after),
      result: {
        id: found.id,
        name: found.name,
        plan: after.plan,
        subscription: { provider: after.provider, period: after.period, status: after.status, currentPeriodEnd: after.currentPeriodEnd },
      },
    };
  });
  await forgetCachedApiKeys(db, { workspaceId: options.workspaceId });
  return workspace;
}
