import {
  GENERATION_JOBS_QUEUE,
  MAX_RESULT_TTL_MS,
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
import { singleton } from "~/utils/singleton.server";
import { ensureRedisReady, queueDown } from "~/utils/queue.server";
import { saveNewJob } from "./job-store.server";
import { dropHeldItems, gateNode, holdItems, itemJobId, startHeldItems } from "./held-items.server";
import type { RenderLimits } from "~/config/render-limits.server";

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

function getFlowProducer(): FlowProducer {
  return singleton("flow-producer", () => {
    const flow = new FlowProducer({
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    flow.on("error", (error: Error) => console.error(`[async-jobs] ${error.message}`));
    onShutdown(() => flow.close().catch(() => undefined));
    return flow;
  });
}

/**
 * Queues an asynchronous job as one BullMQ flow: a parent on the generation-jobs queue that a web
 * process runs once every item has ended — or at the first failure — and under it each item as an
 * ordinary render job on the render queue (so every worker takes them, as it takes synchronous ones).
 * Items enter the render queue only as their tenant has places (RENDER_QUEUED_PER_TENANT, as for
 * synchronous calls); until then they are held in Redis and a gate child keeps the parent waiting
 * (held-items.server.ts). All of it lives in Redis, so a restart of web or workers loses nothing.
 */
export async function submitAsyncJob(options: {
  redis: Redis;
  data: AsyncJobData;
  renders: PreparedRender["payload"][];
  limits: RenderLimits;
}): Promise<void> {
  const { data, redis } = options;
  const config = env();
  const resultTtlMs = config.RESULT_TTL_SECONDS * 1000;
  const deadlineAt = Date.now() + config.ASYNC_RENDER_TIMEOUT_MS;
  // The job and each item's bytes are kept until the last item may still render, and then as long as a
  // result is kept: an item rendered early must not expire while later ones render (the finishing step
  // deletes the items' bytes once it has built the file).
  const keptMs = Math.min(config.ASYNC_RENDER_TIMEOUT_MS + resultTtlMs, MAX_RESULT_TTL_MS);
  // The bytes wait for the finishing step, not the minute of a synchronous call.
  const payloads = options.renders.map((render, index) =>
    renderJobPayloadSchema.parse({ ...render, requestId: itemJobId(data.jobId, index), deadlineAt, resultTtlMs: keptMs }),
  );
  const tenantId = payloads[0].tenantId!;
  await ensureRedisReady(redis);
  await saveNewJob(
    redis,
    {
      jobId: data.jobId,
      kind: data.kind,
      workspaceId: data.workspaceId,
      status: "queued",
      total: payloads.length,
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
    await holdItems(redis, { tenantId, jobId: data.jobId, payloads, deadlineAt, keptMs });
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
      children: [gateNode(data.jobId)],
    });
  } catch (error) {
    await dropHeldItems(redis, { jobId: data.jobId, total: payloads.length }).catch(() => undefined);
    throw queueDown(error);
  }
  // The job is accepted: should Redis fail here, the sweep queues its items a few seconds later.
  await startHeldItems(redis, { tenantId, jobId: data.jobId, limits: options.limits }).catch((error: Error) =>
    console.error(`[async] job ${data.jobId}: its first items wait for the sweep: ${error.message}`),
  );
}
