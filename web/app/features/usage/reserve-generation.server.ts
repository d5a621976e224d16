import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";
import { planHasAllowance, watermarkFor, type CataloguePlan } from "~/features/billing/plan-catalogue";
import { countGenerations } from "./count-generations.server";

/** A reservation a web process never released (it died mid-call) stops counting after this. */
export const RESERVATION_TTL_MS = 5 * 60_000;
const lapsedBefore = (now: Date) => new Date(now.getTime() - RESERVATION_TTL_MS);
/** First key of the per-workspace advisory lock; the second is a hash of the workspace id. */
const USAGE_LOCK = 7_410_901;

export interface GenerationReservation {
  watermarked: boolean;
  /** Call after the call's record is written (or when it failed): the record counts from then on. */
  release(): Promise<void>;
}

/**
 * Decides this call's watermark (docs/product.md §9) and, on a plan with an
 * allowance, holds its place until the call is recorded: calls in flight count
 * like finished ones, and one workspace's decisions take turns (a transaction-scoped
 * advisory lock), so simultaneous calls cannot both take the last clean
 * generation. Test calls always carry the watermark and hold nothing.
 */
export async function reserveGeneration(options: {
  db: Kysely<Database>;
  workspaceId: string;
  plan: CataloguePlan;
  test: boolean;
  requestId: string;
  now?: Date;
}): Promise<GenerationReservation> {
  const { db, workspaceId, plan, requestId } = options;
  if (options.test) return { watermarked: true, release: async () => undefined };
  if (!planHasAllowance(plan)) return { watermarked: false, release: async () => undefined };
  const now = options.now ?? new Date();
  const watermarked = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${USAGE_LOCK}, hashtext(${workspaceId}))`.execute(trx);
    const { total, thisMonth, inFlight = 0 } = await countGenerations({ db: trx, workspaceId, now, reservationsSince: lapsedBefore(now) });
    const decision = watermarkFor(plan, { total: total + inFlight, thisMonth: thisMonth + inFlight });
    await trx.insertInto("generation_reservations").values({ request_id: requestId, workspace_id: workspaceId, created_at: now }).execute();
    return decision;
  });
  return {
    watermarked,
    // Also clears this user's lapsed reservations, so a crashed process's rows do not pile up.
    release: async () => {
      await db
        .deleteFrom("generation_reservations")
        .where((eb) =>
          eb.or([
            eb("request_id", "=", requestId),
            eb.and([eb("workspace_id", "=", workspaceId), eb("created_at", "<", lapsedBefore(now))]),
          ]),
        )
        .execute();
    },
  };
}

/** Ends the reservations of calls whose records are written (or that failed): asynchronous jobs' items. */
export async function releaseReservations(db: Kysely<Database>, requestIds: string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await db.deleteFrom("generation_reservations").where("request_id", "in", requestIds).execute();
}
