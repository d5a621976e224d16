import {
  GENERATION_JOBS_QUEUE,
  MAX_RESULT_TTL_MS,
  RENDER_QUEUE,
  redisReconnectDelay,
  renderJobPayloadSchema,
  type RenderFormat,
} from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { FlowProducer } from "bullmq";
import type { Redis } from "ioredis";
import type { PreparedRender } from "./generate-document.server";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { ensureRedisReady, queueDown } from "~/utils/queue.server";
import { saveNewJob } from "./job-store.server";

/** What the finishing step needs of each item (no customer data beyond the file name). */
export interface AsyncJobItem {
  templateId: string;
  templateName: string;
  templateVersion: number;
  watermarked: boolean;
  fileName?: string;
}

/** The parent job's data on the generation-jobs queue. */
export interface AsyncJobData {
  jobId: string;
  kind: "document" | "batch";
  workspaceId: string;
  apiKeyId: string;
  format: RenderFormat;
  /** single: one document's answer (as generate/single); merged: one PDF; zip: one file per item. */
  output: "single" | "merged" | "zip";
  page?: number;
  test: boolean;
  replay: boolean;
  items: AsyncJobItem[];
  callbackUrl?: string;
  metadata?: Record<string, unknown>;
  createdAt: number;
}

const holder = globalThis as typeof globalThis & { __paperjetFlowProducer?: FlowProducer };

function getFlowProducer(): FlowProducer {
  if (!holder.__paperjetFlowProducer) {
    const flow = new FlowProducer({
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    flow.on("error", (error: Error) => console.error(`[async-jobs] ${error.message}`));
    holder.__paperjetFlowProducer = flow;
    onShutdown(() => flow.close().catch(() => undefined));
  }
  return holder.__paperjetFlowProducer;
}

/** BullMQ's lowest priority: a larger number is refused. */
const LOWEST_PRIORITY = 2_097_152;

/**
 * Where item `index` of an asynchronous job queues (docs/decisions/008). BullMQ takes every job
 * without a priority (the synchronous calls people wait for) before any prioritized one, so no
 * batch delays another tenant's interactive call by more than the renders already running; among
 * prioritized jobs the lower number goes first, so the n-th items of all waiting jobs take turns
 * and a small batch is not stuck behind the whole of a large one.
 */
export const asyncPriority = (index: number) => Math.min(LOWEST_PRIORITY, index + 1);

/** The id of item `index`'s render job (BullMQ ids may not contain `:`). */
export const itemJobId = (jobId: string, index: number) => `${jobId}-${index}`;

/**
 * Queues an asynchronous job as one BullMQ flow: each item an ordinary render job on the render
 * queue (so every worker takes them, as it takes synchronous ones), under a parent on the
 * generation-jobs queue that a web process runs once they have all ended — or at the first
 * failure. The flow lives in Redis, so a restart of web or workers loses nothing.
 */
export async function submitAsyncJob(options: { redis: Redis; data: AsyncJobData; renders: PreparedRender["payload"][] }): Promise<void> {
  const { data } = options;
  const config = env();
  const resultTtlMs = config.RESULT_TTL_SECONDS * 1000;
  const deadlineAt = Date.now() + config.ASYNC_RENDER_TIMEOUT_MS;
  // The job and each item's bytes are kept until the last item may still render, and then as long as a
  // result is kept: an item rendered early must not expire while later ones render (the finishing step
  // deletes the items' bytes once it has built the file).
  const keptMs = Math.min(config.ASYNC_RENDER_TIMEOUT_MS + resultTtlMs, MAX_RESULT_TTL_MS);
  await ensureRedisReady(options.redis);
  await saveNewJob(
    options.redis,
    {
      jobId: data.jobId,
      kind: data.kind,
      workspaceId: data.workspaceId,
      status: "queued",
      total: options.renders.length,
      createdAt: data.createdAt,
      pages: null,
      expiresAt: null,
      error: null,
      metadata: data.metadata ?? null,
      fileName: null,
      contentType: null,
    },
    keptMs,
  );
  try {
    await getFlowProducer().add({
      name: data.kind,
      queueName: GENERATION_JOBS_QUEUE,
      prefix: config.WEB_QUEUE_PREFIX,
      data,
      opts: {
        jobId: data.jobId,
        attempts: 5,
        backoff: { type: "exponential", delay: 2_000 },
        removeOnComplete: { age: 3_600 },
        removeOnFail: { age: 24 * 3_600 },
      },
      children: options.renders.map((render, index) => {
        const id = itemJobId(data.jobId, index);
        // The bytes wait for the finishing step, not the minute of a synchronous call.
        const payload = renderJobPayloadSchema.parse({ ...render, requestId: id, deadlineAt, resultTtlMs: keptMs });
        return {
          name: "render",
          queueName: RENDER_QUEUE,
          data: payload,
          opts: {
            jobId: id,
            attempts: 1,
            // Behind every interactive call, and item by item in turn with other asynchronous jobs (asyncPriority).
            priority: asyncPriority(index),
            continueParentOnFailure: true,
            removeOnComplete: { age: 60 },
            removeOnFail: { age: 3_600 },
          },
        };
      }),
    });
  } catch (error) {
    throw queueDown(error);
  }
}
