import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";

/** The workspace's display name (the Author of its PDFs); undefined for an unknown id. */
export async function getWorkspaceName(db: Kysely<Database>, workspaceId: string): Promise<string | undefined> {
  const row = await db.selectFrom("workspaces").select("name").where("id", "=", workspaceId).executeTakeFirst();
  return row?.name;
}
