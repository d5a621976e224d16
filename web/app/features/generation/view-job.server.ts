import { GENERATION_JOBS_QUEUE, redisReconnectDelay, type JobView } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { apiError } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { singleton } from "~/utils/singleton.server";
import { getRenderProducer } from "~/utils/queue.server";
import { loadJob, loadJobFile, type JobRecord } from "./job-store.server";
import { itemJobId } from "./held-items.server";

/** The generation-jobs queue as seen by a web process answering status calls and reading metrics. */
export function getGenerationJobsQueue(): Queue {
  return singleton("generation-jobs-queue", () => {
    const queue = new Queue(GENERATION_JOBS_QUEUE, {
      prefix: env().WEB_QUEUE_PREFIX,
      connection: redisOptions(env().redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: redisReconnectDelay }),
    });
    queue.on("error", () => undefined);
    onShutdown(() => queue.close().catch(() => undefined));
    return queue;
  });
}

export function jobView(record: JobRecord, progress: { done: number; total: number }): JobView {
  const finished = record.status === "succeeded" || record.status === "failed";
  return {
    jobId: record.jobId,
    kind: record.kind,
    status: record.status,
    progress,
    pages: record.pages,
    fileUrl: record.status === "succeeded" ? `${env().APP_URL}/api/v1/jobs/${record.jobId}/file` : null,
    expiresAt: finished && record.expiresAt ? new Date(record.expiresAt).toISOString() : null,
    error: record.error,
    metadata: record.metadata,
  };
}

/** `GET /api/v1/jobs/{jobId}`: a running job's progress is read from its flow in the queue. */
export async function viewJob(options: { redis: Redis; jobId: string; workspaceId: string }): Promise<JobView> {
  const record = await loadJob(options.redis, options.jobId, options.workspaceId);
  if (record.status !== "queued") return jobView(record, { done: record.total, total: record.total });
  const parent = await getGenerationJobsQueue().getJob(record.jobId);
  const counts = parent ? await parent.getDependenciesCount() : {};
  const done = (counts.processed ?? 0) + (counts.failed ?? 0) + (counts.ignored ?? 0);
  const firstState =
    done > 0
      ? "active"
      : await getRenderProducer()
          .queue.getJobState(itemJobId(record.jobId, 0))
          .catch(() => "unknown");
  return jobView({ ...record, status: firstState === "active" || done > 0 ? "rendering" : "queued" }, { done, total: record.total });
}

/** `GET /api/v1/jobs/{jobId}/file`: 409 while it runs or when it failed, 410 once deleted. */
export async function readJobFile(options: {
  redis: Redis;
  jobId: string;
  workspaceId: string;
}): Promise<{ record: JobRecord; body: Buffer }> {
  const record = await loadJob(options.redis, options.jobId, options.workspaceId);
  if (record.status !== "succeeded") {
    if (record.status === "failed")
      throw apiError("conflict", "jobFailed", `The job failed: ${record.error?.reason}`, { params: { reason: record.error?.reason } });
    throw apiError("conflict", "jobNotFinished", "The job has not finished yet; see its status.");
  }
  return { record, body: await loadJobFile(options.redis, record) };
}
