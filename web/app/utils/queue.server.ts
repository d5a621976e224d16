import {
  type AppError,
  RENDER_FAILURE_REASONS,
  RENDER_QUEUE,
  redisReconnectDelay,
  renderFailureReason,
  renderJobPayloadSchema,
  type RenderJobInput,
  type RenderJobResult,
} from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { getChannelSubscriber } from "./channel-subscriber.server.ts";
import { env } from "~/config/env.server";
import { onShutdown } from "./on-shutdown.server.ts";
import { singleton } from "./singleton.server.ts";
import { getRedis } from "./redis.server.ts";
import { createRenderReplies, type RenderReplies } from "./render-replies.server.ts";
import { apiError } from "./api-error-locale.server.ts";

interface Producer {
  queue: Queue;
  replies: RenderReplies;
  ready: Promise<unknown>;
}

/** The process's render-queue producer and the channel its jobs' ends come back on, created once. */
export function getRenderProducer(): Producer {
  return singleton("render-producer", () => {
    // Adding fails fast while Redis is down (503), instead of queueing inside the process.
    const queue = new Queue(RENDER_QUEUE, {
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    let lastError = "";
    queue.on("error", (error: Error) => {
      if (error.message !== lastError) console.error(`[queue] ${error.message}`);
      lastError = error.message;
    });
    const replies = createRenderReplies({ subscriber: getChannelSubscriber(), queue });
    const ready = queue.waitUntilReady().catch(() => undefined);
    onShutdown(() => queue.close().catch(() => undefined));
    return { queue, replies, ready };
  });
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
  if (!ready) throw queueDown();
}

/** 503: Redis (the render queue) does not answer. */
export function queueDown(cause?: unknown): AppError {
  return apiError("dependency_down", "queueDown", "The render queue is not reachable right now. Please try again.", { cause });
}

export interface RenderOutcome {
  result: RenderJobResult;
  files: Buffer[];
}

/**
 * Enqueues one render job and waits for it until `deadlineAt`. The result's
 * bytes are read from their short-lived Redis keys and deleted at once.
 * Redis down → 503; no result in time → 504 with the job id; a job the
 * worker refuses as unrenderable → 422.
 */
export async function renderAndWait(options: { payload: RenderJobInput }): Promise<RenderOutcome> {
  const producer = getRenderProducer();
  const payload = renderJobPayloadSchema.parse({ ...options.payload, replyTo: producer.replies.channel });
  const jobId = payload.requestId;
  await producer.ready;
  await ensureRedisReady(getRedis());
  // Only right after start or an outage: a reply sent before the subscription is back would be
  // lost, and the job would be looked up only when the subscription returns or at the deadline.
  await producer.replies.whenLive(1_500);

  const settled = producer.replies.waitFor(jobId, payload.deadlineAt - Date.now());
  try {
    await producer.queue.add("render", payload, {
      jobId,
      attempts: 1,
      removeOnComplete: { age: 60, count: 1_000 },
      removeOnFail: { age: 3_600, count: 5_000 },
    });
  } catch (error) {
    settled.cancel();
    throw queueDown(error);
  }

  let outcome = await settled.promise;
  if (outcome.kind === "timeout") outcome = await producer.replies.lookUp(jobId);
  if (outcome.kind === "timeout") {
    // Nobody waits any more: a job still waiting is dropped; a running one stops at its deadline.
    await producer.queue.remove(jobId).catch(() => undefined);
    if (getRedis().status !== "ready") throw queueDown();
    throw apiError("render_timeout", "renderTimeout", "No render worker finished the document in time.", { extra: { jobId } });
  }
  if (outcome.kind === "failed") throw failureToError(outcome.reason, jobId);
  return { result: outcome.result, files: await takeFiles(outcome.result, jobId) };
}

function failureToError(reason: string, jobId: string): AppError {
  const code = renderFailureReason(reason);
  const detail = reason.replace(/^render_[a-z]+:\s*/, "");
  if (code === RENDER_FAILURE_REASONS.invalid)
    return apiError("validation_failed", "renderInvalid", `The document could not be rendered: ${detail}`, { params: { reason: detail } });
  if (code === RENDER_FAILURE_REASONS.deadline)
    return apiError("render_timeout", "renderTimeout", "No render worker finished the document in time.", { extra: { jobId } });
  // Stalled twice (its workers died) or Chromium failed three times: the caller may retry.
  return apiError("dependency_down", "renderFailed", "Rendering failed on our side. Please try again.", { extra: { jobId } });
}

async function takeFiles(result: RenderJobResult, jobId: string): Promise<Buffer[]> {
  const redis = getRedis();
  const pipeline = redis.pipeline();
  for (const file of result.files) pipeline.getBuffer(file.key);
  pipeline.del(...result.files.map((f) => f.key));
  const replies = await pipeline.exec().catch((error) => {
    throw queueDown(error);
  });
  const files = result.files.map((_, i) => replies?.[i]?.[1] as Buffer | null);
  if (files.some((f) => !f))
    throw apiError("dependency_down", "renderedFileExpired", "The rendered file expired before it could be sent. Please try again.", {
      extra: { jobId },
    });
  return files as Buffer[];
}
