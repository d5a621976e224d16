import { sql } from "kysely";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "@paperjet/db";
import { WORKER_HEARTBEAT_PREFIX } from "@paperjet/contracts";

type Check = { status: "up" } | { status: "down"; error: string };
export interface HealthReport {
  status: "ok" | "error";
  checks: { database: Check; queue: Check; workers: Check & { count: number } };
  failing?: string[];
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

async function probe(run: () => Promise<unknown>, what: string): Promise<Check> {
  try {
    await withTimeout(run(), what);
    return { status: "up" };
  } catch (error) {
    return { status: "down", error: error instanceof Error ? error.message : String(error) };
  }
}

/** A connecting client gets until the probe's deadline; a disconnected one is reported as such. */
async function pingRedis(redis: Redis) {
  if (redis.status === "connecting" || redis.status === "connect") {
    await new Promise((resolve) => redis.once("ready", resolve));
  }
  if (redis.status !== "ready") throw new Error(`cannot reach Redis (connection is ${redis.status})`);
  await redis.ping();
}

/** Counts live render workers by their heartbeat keys (they expire when a worker dies). */
async function countWorkers(redis: Redis): Promise<number> {
  let cursor = "0";
  let count = 0;
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${WORKER_HEARTBEAT_PREFIX}*`, "COUNT", 100);
    cursor = next;
    count += keys.length;
  } while (cursor !== "0");
  return count;
}

/** Database, queue (Redis) and render workers, each with its state; `failing` names what is down. */
export async function checkHealth({ database, redis }: { database: DatabaseHandle; redis: Redis }): Promise<HealthReport> {
  let workerCount = 0;
  const [databaseCheck, queueCheck] = await Promise.all([
    probe(() => sql`select 1`.execute(database.db), "database"),
    probe(() => pingRedis(redis), "queue"),
  ]);
  let workers: HealthReport["checks"]["workers"];
  if (queueCheck.status === "down") {
    workers = { status: "down", error: "unknown while the queue is down", count: 0 };
  } else {
    const counted = await probe(async () => (workerCount = await countWorkers(redis)), "workers");
    workers =
      counted.status === "down"
        ? { ...counted, count: 0 }
        : workerCount > 0
          ? { status: "up", count: workerCount }
          : { status: "down", error: "no render worker is running", count: 0 };
  }
  const checks = { database: databaseCheck, queue: queueCheck, workers };
  const failing = Object.entries(checks)
    .filter(([, c]) => c.status === "down")
    .map(([name]) => name);
  return failing.length ? { status: "error", checks, failing } : { status: "ok", checks };
}
