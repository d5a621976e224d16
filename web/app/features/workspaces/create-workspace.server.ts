import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { startSubscription } from "~/features/billing/subscriptions.server";

/** A new workspace with `userId` as its owner (sign-up's personal workspace, or "create workspace"), on its first subscription (billing). */
export async function createWorkspace(
  db: Kysely<Database>,
  options: { userId: number; name: string },
): Promise<{ id: string; name: string; plan: string }> {
  const run = async (trx: Kysely<Database>) => {
    const workspace = await trx
      .insertInto("workspaces")
      .values({ name: options.name.trim(), created_by: options.userId })
      .returning(["id", "name", "plan"])
      .executeTakeFirstOrThrow();
    await trx.insertInto("workspace_members").values({ workspace_id: workspace.id, user_id: options.userId, role: "owner" }).execute();
    await startSubscription(trx, { workspaceId: workspace.id, ownerId: options.userId });
    return await trx.selectFrom("workspaces").select(["id", "name", "plan"]).where("id", "=", workspace.id).executeTakeFirstOrThrow();
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
