import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { forgetCachedApiKeys } from "~/features/api-keys/forget-cached-api-keys.server";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";

/**
 * Puts a workspace on another plan by hand (the manual provider: no payment involved). The API key
 * caches hold each key's plan, so the workspace's keys are dropped from them to count the new plan
 * from the next call.
 */
export async function changeWorkspacePlan(db: Kysely<Database>, options: { actor: Actor; workspaceId: string; plan: string }) {
  const workspace = await runAdminWrite(db, { actor: options.actor, action: "workspace.plan", targetType: "workspace" }, async (trx) => {
    const before = isUuid(options.workspaceId) ? await trx.selectFrom("workspaces").select(["id", "name", "plan", "created_by"]).where("id", "=", options.workspaceId).executeTakeFirst() : undefined;
    if (!before) throw apiError("not_found", "workspaceNotFound", "No such workspace.");
    await trx.updateTable("workspaces").set({ plan: options.plan, updated_at: new Date() }).where("id", "=", options.workspaceId).execute();
    const owner = await trx.selectFrom("workspace_members").select("user_id").where("workspace_id", "=", options.workspaceId).where("role", "=", "owner").orderBy("joined_at").executeTakeFirst();
    return {
      targetId: before.id,
      subjectUserId: owner?.user_id ?? before.created_by,
      before: { plan: before.plan },
      after: { plan: options.plan },
      result: { id: before.id, name: before.name, plan: options.plan },
    };
  });
  await forgetCachedApiKeys(db, { workspaceId: options.workspaceId });
  return workspace;
}
