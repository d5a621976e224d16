import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
// @ts-expect-error -- plain ESM helper shared with the bootstrap scripts
import { startRedis } from "../../../../infra/scripts/redis-process.mjs";
import { checkHealth } from "./check-health.server.ts";

const workerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../render-worker");

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await probe();
  while (!accept(last)) {
    if (Date.now() > until) throw new Error(`condition not reached; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await probe();
  }
  return last;
}

function startWorker(redisUrl: string): ChildProcess {
  return spawn(process.execPath, ["dist/main.mjs"], {
    cwd: workerDir,
    env: { ...process.env, REDIS_URL: redisUrl, WORKER_HTTP_PORT: "0", RENDER_CONCURRENCY: "1" },
    stdio: "ignore",
  });
}

async function stopWorker(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

describe("health against a real Redis and real render workers", () => {
  let database: DatabaseHandle;
  let redisServer: Awaited<ReturnType<typeof startRedis>>;
  let redis: Redis;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // A Redis of this file's own, so stopping it disturbs no other test.
    redisServer = await startRedis({ label: "health-test" });
    redis = new Redis(redisServer.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    redis.on("error", () => {});
  });

  afterAll(async () => {
    await Promise.all(workers.map(stopWorker));
    redis?.disconnect();
    await redisServer?.stop();
    await database?.close();
  });

  const health = () => checkHealth({ database, redis });

  it("names the workers check when no worker runs", async () => {
    const report = await eventually(health, (r) => r.checks.queue.status === "up");
    expect(report).toMatchObject({
      status: "error",
      failing: ["workers"],
      checks: { database: { status: "up" }, workers: { status: "down", count: 0 } },
    });
  });

  it("counts one, then two live workers", { timeout: 90_000 }, async () => {
    workers.push(startWorker(redisServer.url));
    const one = await eventually(health, (r) => r.checks.workers.count === 1, 60_000);
    expect(one).toEqual({
      status: "ok",
      checks: { database: { status: "up" }, queue: { status: "up" }, workers: { status: "up", count: 1 } },
    });

    workers.push(startWorker(redisServer.url));
    const two = await eventually(health, (r) => r.checks.workers.count === 2, 60_000);
    expect(two.status).toBe("ok");
  });

  it("names the queue while Redis is down and recovers without a restart when it is back", { timeout: 90_000 }, async () => {
    const port = redisServer.port;
    await redisServer.stop();
    const down = await eventually(health, (r) => r.checks.queue.status === "down");
    expect(down.status).toBe("error");
    expect(down.failing).toContain("queue");

    redisServer = await startRedis({ port, label: "health-test" });
    // The same client and the same worker processes: they reconnect and the heartbeats return.
    const back = await eventually(health, (r) => r.status === "ok" && r.checks.workers.count === 2, 60_000);
    expect(back.checks.queue).toEqual({ status: "up" });
  });
});
