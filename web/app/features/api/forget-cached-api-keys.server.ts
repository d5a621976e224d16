import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { getInvalidationHub } from "~/utils/invalidation.server";

/**
 * Drops live keys from every web process's key cache (api-key-cache.server.ts), so their next call
 * is checked against the database again: after their creator was disabled, or their workspace's
 * plan changed.
 */
export async function forgetCachedApiKeys(db: Kysely<Database>, which: { createdBy: number } | { workspaceId: string }): Promise<void> {
  let query = db.selectFrom("api_keys").select("id").where("revoked_at", "is", null);
  query = "createdBy" in which ? query.where("created_by", "=", which.createdBy) : query.where("workspace_id", "=", which.workspaceId);
  const keys = await query.execute();
  const hub = getInvalidationHub();
  await Promise.all(keys.map((key) => hub.publish("api-key", key.id)));
}
