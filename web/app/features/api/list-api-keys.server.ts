import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { ApiKeySummary } from "./create-api-key.server";

// Generated<Timestamp> columns select as the raw ColumnType in kysely's types: read them as dates.
const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);

/** A workspace's keys, newest first, without anything secret. */
export async function listApiKeys(options: {
  db: Kysely<Database>;
  workspaceId: string;
  includeRevoked?: boolean;
}): Promise<ApiKeySummary[]> {
  let query = options.db
    .selectFrom("api_keys as k")
    .leftJoin("users as u", "u.id", "k.created_by")
    .select(["k.id", "k.name", "k.prefix", "k.created_at", "k.last_used_at", "k.revoked_at", "u.name as created_by_name"])
    .where("k.workspace_id", "=", options.workspaceId)
    .orderBy("k.created_at", "desc");
  if (!options.includeRevoked) query = query.where("k.revoked_at", "is", null);
  const rows = await query.execute();
  // Who created each key: removing that member revokes it, so the list says whose it is.
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    createdAt: iso(r.created_at)!,
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
    createdBy: r.created_by_name ?? null,
  }));
}
