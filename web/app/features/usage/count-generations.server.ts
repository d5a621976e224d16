import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";

/**
 * Generations that count against a plan: successful, not test mode, not an
 * Idempotency-Key replay. Counted for all time and since the start of the
 * current calendar month (UTC).
 *
 * With `reservationsSince`, also the calls in flight: places reserved since then
 * (reserve-generation.server.ts) whose call is not recorded yet; a call between its record
 * and the release of its place used to count twice. Both are counted in one statement, so in
 * one snapshot: in two (PostgreSQL gives each its own), a call recorded between them would
 * count not at all.
 */
export async function countGenerations(options: {
  db: Kysely<Database>;
  workspaceId: string;
  now?: Date;
  reservationsSince?: Date;
}): Promise<{ total: number; thisMonth: number; inFlight?: number }> {
  const { workspaceId, reservationsSince } = options;
  const now = options.now ?? new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const row = await options.db
    .selectFrom("api_calls")
    .select([sql<string>`count(*)`.as("total"), sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("this_month")])
    .$if(reservationsSince !== undefined, (query) =>
      query.select((eb) =>
        eb
          .selectFrom("generation_reservations as r")
          .select(sql<string>`count(*)`.as("n"))
          .where("r.workspace_id", "=", workspaceId)
          .where("r.created_at", ">=", reservationsSince!)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("api_calls as c")
                  .select(sql`1`.as("recorded"))
                  .whereRef("c.request_id", "=", "r.request_id")
                  .where("c.workspace_id", "=", workspaceId)
                  // A record is written after its reservation: this keeps the lookup to the workspace's recent calls.
                  .where("c.created_at", ">=", reservationsSince!),
              ),
            ),
          )
          .as("in_flight"),
      ),
    )
    .where("workspace_id", "=", workspaceId)
    .where("status", "=", 200)
    .where("test", "=", false)
    .where("replay", "=", false)
    .executeTakeFirstOrThrow();
  const counts = { total: Number(row.total), thisMonth: Number(row.this_month) };
  return reservationsSince ? { ...counts, inFlight: Number(row.in_flight) } : counts;
}
