import os from "node:os";
import { randomBytes } from "node:crypto";
import { RENDER_QUEUE, redisReconnectDelay, renderFailureReason } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Worker } from "bullmq";
import { Redis } from "ioredis";
import { loadConfig } from "./config.ts";
import { chromiumCpuMs, collectPageGarbage, launchChromium } from "@paperjet/print";
import { PagePool, type Lease } from "./chromium/page-pool.ts";
import { watchForStall } from "./chromium/stall-watch.ts";
import { fitPayloadImages, preparePage, printPayload, printPayloads, rasterisePayload } from "./engine-print.ts";
import { startHeartbeat } from "./heartbeat.ts";
import { startHttpServer } from "./http.ts";
import { createLogger } from "./log.ts";
import { createMetrics } from "./metrics.ts";
import { processRenderJob } from "./render-job.ts";
import { PrintCoalescer } from "./print-coalescer.ts";
import { replyToCaller } from "./reply.ts";

const config = loadConfig();
const workerId = config.WORKER_ID ?? `${os.hostname()}-${process.pid}-${randomBytes(2).toString("hex")}`;
const log = createLogger({ level: config.LOG_LEVEL, workerId });
const metrics = createMetrics({ workerId });

const pool = new PagePool({
  size: config.RENDER_CONCURRENCY,
  browsers: config.CHROMIUM_BROWSERS,
  singleProcess: config.CHROMIUM_SINGLE_PROCESS,
  restartAfter: config.CHROMIUM_RESTART_AFTER,
  restartAfterMs: config.CHROMIUM_RESTART_AFTER_MS,
  collectGarbageEvery: config.CHROMIUM_GC_EVERY,
  collectGarbage: collectPageGarbage,
  launch: () => launchChromium({ executablePath: config.CHROMIUM_PATH, singleProcess: config.CHROMIUM_SINGLE_PROCESS }),
  preparePage,
  log,
  onRestart: (reason) => metrics.restarts.inc({ reason }),
  onChange: ({ size, busy }) => {
    metrics.poolSize.set(size);
    metrics.poolBusy.set(busy);
  },
});

// Commands (results, heartbeat) fail fast while Redis is down instead of queueing up;
// ioredis keeps reconnecting in the background.
const redis = new Redis(
  redisOptions(config.redis, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: redisReconnectDelay,
  }),
);
let lastRedisError = "";
redis.on("error", (error) => {
  if (error.message !== lastRedisError) log.warn("redis error", { error: error.message });
  lastRedisError = error.message;
});
redis.on("ready", () => {
  lastRedisError = "";
});

await pool.start();

const watchBrowser = (lease: Lease) =>
  watchForStall({ cpuMs: () => chromiumCpuMs(lease.generation.browser), quietMs: config.RENDER_STALL_MS });
function countShared({ printed, alone }: { printed: number; alone: number }) {
  if (printed > 0) metrics.coalesced.observe(printed);
  metrics.coalescedAlone.inc(alone);
}
const coalescer =
  config.RENDER_COALESCE_MAX > 1
    ? new PrintCoalescer({
        pool,
        printMany: printPayloads,
        watchBrowser,
        maxRenderMs: config.RENDER_TIMEOUT_MS,
        maxDocuments: config.RENDER_COALESCE_MAX,
        log,
        onShared: countShared,
      })
    : undefined;

const worker = new Worker(
  RENDER_QUEUE,
  (job) =>
    processRenderJob(job, {
      pool,
      print: printPayload,
      rasterise: rasterisePayload,
      fitImages: fitPayloadImages,
      redis,
      workerId,
      maxRenderMs: config.RENDER_TIMEOUT_MS,
      watchBrowser,
      metrics,
      log,
      coalescer,
      coalesceMaxBytes: config.RENDER_COALESCE_MAX_BYTES,
    }),
  {
    // BullMQ's blocking connection must wait through outages rather than give up.
    connection: redisOptions(config.redis, { maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay }),
    name: workerId,
    // Jobs beyond the render slots wait in this process for a page, so a page that finishes starts
    // its next document at once instead of after a queue round trip (docs/performance.md).
    concurrency: config.RENDER_CONCURRENCY + config.RENDER_PREFETCH,
    lockDuration: config.JOB_LOCK_MS,
    stalledInterval: Math.max(1_000, Math.floor(config.JOB_LOCK_MS / 2)),
    // A job whose worker died goes to another worker once, then fails (the caller sees 504, not a loop).
    maxStalledCount: 1,
    removeOnComplete: { age: 300, count: 1_000 },
    removeOnFail: { age: 3_600, count: 5_000 },
  },
);
let lastWorkerError = "";
worker.on("error", (error) => {
  if (error.message !== lastWorkerError) log.warn("queue error", { error: error.message });
  lastWorkerError = error.message;
});
worker.on("completed", (job, result) => replyToCaller(redis, job, { jobId: job.id!, outcome: "completed", result }));
worker.on("failed", (job, error) => {
  // Only the reason: a message about an unrenderable document may quote the customer's data.
  const reason = renderFailureReason(error.message);
  log.info("job failed", {
    job: job?.id,
    reason: reason ?? "error",
    ...(reason ? {} : { error: error.message.split("\n")[0].slice(0, 200) }),
  });
  // A job that will be tried again has not ended.
  if (job?.finishedOn) replyToCaller(redis, job, { jobId: job.id!, outcome: "failed", reason: error.message });
});

const heartbeat = startHeartbeat({ redis, workerId, log, info: () => ({ pid: process.pid, concurrency: config.RENDER_CONCURRENCY }) });
const httpServer = await startHttpServer({
  port: config.WORKER_HTTP_PORT,
  registry: metrics.registry,
  isReady: () => pool.ready && worker.isRunning() && redis.status === "ready" && !shuttingDown,
});
log.info("render worker started", {
  port: httpServer.port,
  concurrency: config.RENDER_CONCURRENCY,
  prefetch: config.RENDER_PREFETCH,
  coalesce: config.RENDER_COALESCE_MAX,
  browsers: config.CHROMIUM_BROWSERS,
  queue: RENDER_QUEUE,
});
// Tests and local tooling read the bound port from this line when WORKER_HTTP_PORT=0.
process.stdout.write(`render-worker listening on port ${httpServer.port}\n`);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log.info("shutting down; finishing running jobs", { signal, graceMs: config.SHUTDOWN_GRACE_MS });
  await heartbeat.stop();
  const finished = await Promise.race([
    worker.close().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), config.SHUTDOWN_GRACE_MS)),
  ]);
  if (!finished) {
    log.warn("grace period over; abandoning running jobs to another worker");
    await worker.close(true).catch(() => undefined);
  }
  await pool.close();
  await httpServer.close();
  redis.disconnect();
  log.info("stopped");
  process.exit(0);
}
// BullMQ production checklist: nothing dies silently. A stray rejection is logged; an uncaught
// exception leaves the process in an unknown state, so it exits and its jobs go to other workers.
process.on("unhandledRejection", (reason) =>
  log.error("unhandled rejection", { error: String((reason as Error)?.message ?? reason).split("\n")[0] }),
);
process.on("uncaughtException", (error) => {
  log.error("uncaught exception; exiting", { error: error.message.split("\n")[0] });
  process.exit(1);
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
