import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";

/**
 * Generations that count against a plan: successful, not test mode, not an
 * Idempotency-Key replay. Counted
 * for all time and since the start of the current calendar month (UTC).
 */
export async function countGenerations(options: {
  db: Kysely<Database>;
  workspaceId: string;
  now?: Date;
}): Promise<{ total: number; thisMonth: number }> {
  const now = options.now ?? new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const row = await options.db
    .selectFrom("api_calls")
    .select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("this_month")])
    .where("workspace_id", "=", options.workspaceId)
    .where("status", "=", 200)
    .where("test", "=", false)
    .where("replay", "=", false)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), thisMonth: Number(row.this_month) };
}
