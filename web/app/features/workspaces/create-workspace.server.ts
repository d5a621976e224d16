import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";

/** A new workspace with `userId` as its owner (sign-up's personal workspace, or "create workspace"). */
export async function createWorkspace(db: Kysely<Database>, options: { userId: number; name: string }): Promise<{ id: string; name: string; plan: string }> {
  const run = async (trx: Kysely<Database>) => {
    const workspace = await trx.insertInto("workspaces").values({ name: options.name.trim(), created_by: options.userId }).returning(["id", "name", "plan"]).executeTakeFirstOrThrow();
    await trx.insertInto("workspace_members").values({ workspace_id: workspace.id, user_id: options.userId, role: "owner" }).execute();
    return workspace;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
