import {
  AppError,
  RENDER_FAILURE_REASONS,
  RENDER_QUEUE,
  redisReconnectDelay,
  renderFailureReason,
  renderJobPayloadSchema,
  renderJobResultSchema,
  type RenderJobInput,
  type RenderJobResult,
} from "@paperjet/contracts";
import { Queue, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { env } from "./env.server.ts";
import { onShutdown } from "./on-shutdown.server.ts";
import { getRedis } from "./redis.server.ts";

interface Producer {
  queue: Queue;
  events: QueueEvents;
  ready: Promise<unknown>;
}

const holder = globalThis as typeof globalThis & { __paperjetRenderQueue?: Producer };

/** The process's render-queue producer and its event listener, created once. */
export function getRenderProducer(): Producer {
  if (!holder.__paperjetRenderQueue) {
    const url = env().REDIS_URL;
    const retryStrategy = redisReconnectDelay;
    // Adding fails fast while Redis is down (503), instead of queueing inside the process.
    const queue = new Queue(RENDER_QUEUE, { connection: { url, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy } });
    // QueueEvents blocks on the events stream and keeps waiting through outages.
    const events = new QueueEvents(RENDER_QUEUE, { connection: { url, maxRetriesPerRequest: null, retryStrategy } });
    let lastError = "";
    const onError = (error: Error) => {
      if (error.message !== lastError) console.error(`[queue] ${error.message}`);
      lastError = error.message;
    };
    queue.on("error", onError);
    events.on("error", onError);
    // Many requests wait at once, each with two listeners on the shared emitter.
    events.setMaxListeners(0);
    const ready = Promise.all([queue.waitUntilReady(), events.waitUntilReady()]).catch(() => undefined);
    holder.__paperjetRenderQueue = { queue, events, ready };
    onShutdown(() => Promise.all([queue.close(), events.close()]).catch(() => undefined));
  }
  return holder.__paperjetRenderQueue;
}

/**
 * Waits briefly for a Redis client that is still connecting (process start,
 * reconnect after a restart): commands are not queued offline, so sending
 * them early would fail a request that a few milliseconds later would work.
 * Down for longer than `timeoutMs`: 503.
 */
export async function ensureRedisReady(redis: Redis, timeoutMs = 1_500): Promise<void> {
  if (redis.status === "ready") return;
  if (redis.status === "wait") void redis.connect().catch(() => undefined);
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ok: boolean) {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ok);
    }
    redis.on("ready", onReady);
  });
  if (!ready) throw new AppError("dependency_down", "The render queue is not reachable right now. Please try again.");
}

export interface RenderOutcome {
  result: RenderJobResult;
  files: Buffer[];
}

type Settled = { kind: "completed"; value: unknown } | { kind: "failed"; reason: string } | { kind: "timeout" };

/**
 * Enqueues one render job and waits for it until `deadlineAt`. The result's
 * bytes are read from their short-lived Redis keys and deleted at once.
 * Redis down → 503; no result in time → 504 with the job id; a job the
 * worker refuses as unrenderable → 422.
 */
export async function renderAndWait(options: { payload: RenderJobInput }): Promise<RenderOutcome> {
  const payload = renderJobPayloadSchema.parse(options.payload);
  const jobId = payload.requestId;
  const producer = getRenderProducer();
  await producer.ready;
  await ensureRedisReady(getRedis());

  // Listen before adding, so a very fast worker cannot finish before we listen.
  const settled = listenForJob(producer.events, jobId, payload.deadlineAt - Date.now());
  try {
    await producer.queue.add("render", payload, {
      jobId,
      attempts: 1,
      removeOnComplete: { age: 60, count: 1_000 },
      removeOnFail: { age: 3_600, count: 5_000 },
    });
  } catch (error) {
    settled.cancel();
    throw new AppError("dependency_down", "The render queue is not reachable right now. Please try again.", { cause: error });
  }

  let outcome = await settled.promise;
  if (outcome.kind === "timeout") outcome = await lastLook(producer.queue, jobId);
  if (outcome.kind === "timeout") {
    // Nobody waits any more: a job still waiting is dropped; a running one stops at its deadline.
    await producer.queue.remove(jobId).catch(() => undefined);
    if (getRedis().status !== "ready") throw new AppError("dependency_down", "The render queue is not reachable right now. Please try again.");
    throw new AppError("render_timeout", "No render worker finished the document in time.", { extra: { jobId } });
  }
  if (outcome.kind === "failed") throw failureToError(outcome.reason, jobId);

  const result = renderJobResultSchema.parse(outcome.value);
  return { result, files: await takeFiles(result, jobId) };
}

function listenForJob(events: QueueEvents, jobId: string, timeoutMs: number) {
  let cancel = () => {};
  const promise = new Promise<Settled>((resolve) => {
    const done = (settled: Settled) => {
      cancel();
      resolve(settled);
    };
    const onCompleted = (args: { returnvalue: unknown }) => done({ kind: "completed", value: args.returnvalue });
    const onFailed = (args: { failedReason: string }) => done({ kind: "failed", reason: args.failedReason });
    const timer = setTimeout(() => done({ kind: "timeout" }), Math.max(0, timeoutMs));
    // BullMQ emits per-job events by name; its typed listener map does not list them.
    const emitter = events as unknown as NodeJS.EventEmitter;
    emitter.on(`completed:${jobId}`, onCompleted);
    emitter.on(`failed:${jobId}`, onFailed);
    cancel = () => {
      clearTimeout(timer);
      emitter.off(`completed:${jobId}`, onCompleted);
      emitter.off(`failed:${jobId}`, onFailed);
    };
  });
  return { promise, cancel: () => cancel() };
}

/** An event can be lost while the events connection reconnects; the job's own state is the truth. */
async function lastLook(queue: Queue, jobId: string): Promise<Settled> {
  try {
    const job = await queue.getJob(jobId);
    if (!job) return { kind: "timeout" };
    if (job.finishedOn && job.returnvalue != null) return { kind: "completed", value: job.returnvalue };
    if (job.finishedOn && job.failedReason) return { kind: "failed", reason: job.failedReason };
  } catch {
    // Redis unreachable: treated as no answer.
  }
  return { kind: "timeout" };
}

function failureToError(reason: string, jobId: string): AppError {
  const code = renderFailureReason(reason);
  const detail = reason.replace(/^render_[a-z]+:\s*/, "");
  if (code === RENDER_FAILURE_REASONS.invalid) return new AppError("validation_failed", `The document could not be rendered: ${detail}`);
  if (code === RENDER_FAILURE_REASONS.deadline) return new AppError("render_timeout", "No render worker finished the document in time.", { extra: { jobId } });
  // Stalled twice (its workers died) or Chromium failed twice: the caller may retry.
  return new AppError("dependency_down", "Rendering failed on our side. Please try again.", { extra: { jobId } });
}

async function takeFiles(result: RenderJobResult, jobId: string): Promise<Buffer[]> {
  const redis = getRedis();
  const pipeline = redis.pipeline();
  for (const file of result.files) pipeline.getBuffer(file.key);
  pipeline.del(...result.files.map((f) => f.key));
  const replies = await pipeline.exec().catch((error) => {
    throw new AppError("dependency_down", "The render queue is not reachable right now. Please try again.", { cause: error });
  });
  const files = result.files.map((_, i) => replies?.[i]?.[1] as Buffer | null);
  if (files.some((f) => !f)) throw new AppError("dependency_down", "The rendered file expired before it could be sent. Please try again.", { extra: { jobId } });
  return files as Buffer[];
}
