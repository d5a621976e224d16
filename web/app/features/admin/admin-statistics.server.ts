import { IMAGE_DEMO_WORKSPACE_ID, type Database, type DatabaseHandle } from "@paperjet/db";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import type { adminStatisticsSchema } from "@paperjet/contracts";
import { monthlyRecurringRevenue } from "~/features/billing/monthly-recurring-revenue.server";
import { checkHealth } from "~/features/health/check-health.server";

export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

export const STATISTICS_DAYS = 30;
const QUEUE_TIMEOUT_MS = 2_000;

// A generation is counted once: replays of an Idempotency-Key are the same PDF again.
const SUCCEEDED = sql<boolean>`status = 200 and not replay`;
const FAILED = sql<boolean>`status >= 400`;

/**
 * Every number of the admin home (and of `GET /api/admin/dashboard/statistics`), from one place:
 * the last 30 UTC days of sign-ups and generations, render times and pages of successful
 * generations, workspaces with calls, plans in use, monthly recurring revenue (billing's), and the queue and workers as /api/health sees them.
 */
export async function getAdminStatistics(options: {
  database: DatabaseHandle;
  redis: Redis;
  queue: Queue;
  now?: Date;
}): Promise<AdminStatistics> {
  const db = options.database.db;
  const now = options.now ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - (STATISTICS_DAYS - 1) * 86_400_000);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [signups, pdfs, calls, users, templates, plans, revenue, health] = await Promise.all([
    countSignupsPerDay(db, since),
    db
      .selectFrom("api_calls")
      .select([
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as("day"),
        sql<string>`count(*) filter (where ${SUCCEEDED})`.as("succeeded"),
        sql<string>`count(*) filter (where ${FAILED})`.as("failed"),
      ])
      .where("created_at", ">=", since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("api_calls")
      .select([
        sql<string>`count(*)`.as("total"),
        sql<string>`count(*) filter (where created_at >= ${monthStart})`.as("month"),
        sql<string>`count(distinct workspace_id) filter (where created_at >= ${since})`.as("active"),
        sql<string | null>`sum(pages) filter (where created_at >= ${since} and ${SUCCEEDED})`.as("pages"),
        sql<
          number | null
        >`percentile_cont(0.5) within group (order by duration_ms) filter (where created_at >= ${since} and ${SUCCEEDED})`.as("p50"),
        sql<
          number | null
        >`percentile_cont(0.95) within group (order by duration_ms) filter (where created_at >= ${since} and ${SUCCEEDED})`.as("p95"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("templates")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("deleted_at", "is", null)
      .where("is_library", "=", false)
      // The image demo's card belongs to the product, not a customer.
      .where("workspace_id", "!=", IMAGE_DEMO_WORKSPACE_ID)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("workspaces")
      .select(["plan", (eb) => eb.fn.countAll<string>().as("n")])
      .where("id", "!=", IMAGE_DEMO_WORKSPACE_ID)
      .groupBy("plan")
      .orderBy("plan")
      .execute(),
    monthlyRecurringRevenue(db),
    checkHealth({ database: options.database, redis: options.redis }),
  ]);
  const pdfByDay = new Map(pdfs.map((row) => [row.day, row]));
  const days = Array.from({ length: STATISTICS_DAYS }, (_, i) => {
    const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return {
      date,
      signups: signups.get(date) ?? 0,
      pdfsSucceeded: Number(pdfByDay.get(date)?.succeeded ?? 0),
      pdfsFailed: Number(pdfByDay.get(date)?.failed ?? 0),
    };
  });
  const queueUp = health.checks.queue.status === "up";
  return {
    days,
    totals: {
      users: Number(users.n),
      templates: Number(templates.n),
      apiCalls: Number(calls.total),
      apiCallsThisMonth: Number(calls.month),
      activeWorkspaces: Number(calls.active),
      pagesRendered: Number(calls.pages ?? 0),
    },
    renderMs: { p50: roundOrNull(calls.p50), p95: roundOrNull(calls.p95) },
    queue: {
      status: queueUp ? "up" : "down",
      depth: queueUp ? await queueDepth(options.queue) : null,
      workers: health.checks.workers.count,
    },
    plans: plans.map((row) => ({ plan: row.plan, workspaces: Number(row.n) })),
    revenue: { mrr: revenue.amount, currency: revenue.currency, payingSubscriptions: revenue.paying },
  };
}

async function countSignupsPerDay(db: Kysely<Database>, since: Date): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("users")
    .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as("day"), (eb) => eb.fn.countAll<string>().as("n")])
    .where("created_at", ">=", since)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

function roundOrNull(value: number | string | null): number | null {
  return value === null ? null : Math.round(Number(value));
}

/** Jobs not finished yet; unknown (null) when Redis does not answer in time. */
async function queueDepth(queue: Queue): Promise<number | null> {
  const counting = queue
    .getJobCounts("waiting", "active", "delayed", "prioritized")
    .then((counts) => Object.values(counts).reduce((a, b) => a + b, 0));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), QUEUE_TIMEOUT_MS).unref());
  return Promise.race([counting.catch(() => null), timeout]);
}
