import { apiError } from "~/utils/api-error-locale.server";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { getInvalidationHub } from "~/utils/invalidation.server";

/**
 * Revokes one of the workspace's keys; it stops working on the next call to any
 * web process (their key caches hear of it). Another workspace's key id is a 404.
 */
export async function revokeApiKey(options: { db: Kysely<Database>; workspaceId: string; keyId: string }): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(options.keyId)) throw apiError("not_found", "apiKeyNotFound", "No such API key.");
  // `returning` rather than numUpdatedRows: the PGlite dialect reports 0 affected rows for updates.
  const revoked = await options.db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("id", "=", options.keyId)
    .where("workspace_id", "=", options.workspaceId)
    .where("revoked_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!revoked) throw apiError("not_found", "apiKeyNotFound", "No such API key.");
  await getInvalidationHub().publish("api-key", revoked.id);
}
