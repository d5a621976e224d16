import { GENERATION_JOBS_QUEUE, RENDER_QUEUE, WEBHOOK_QUEUE, redisReconnectDelay } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { QueueEvents, Worker } from "bullmq";
import { finishAsyncJob } from "~/features/generation/finish-async-job.server";
import { endHeldItem, HELD_ITEMS_SWEEP_MS, sweepHeldItems } from "~/features/generation/held-items.server";
import type { AsyncJobData } from "~/features/generation/submit-async-job.server";
import { deliverWebhook, retryDelay } from "~/features/webhooks/deliver-webhook.server";
import { WEBHOOK_BACKOFF, type DeliveryJobData } from "~/features/webhooks/enqueue-webhook.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { onShutdown } from "~/utils/on-shutdown.server";
import { getRedis } from "~/utils/redis.server";
import { forgetSingleton, peekSingleton, singleton } from "~/utils/singleton.server";
import { webhookOutcomes } from "./web-metrics.server";

type Running = { workers: Worker[]; held: { events: QueueEvents; sweep: NodeJS.Timeout } };
const RUNNING = "background-workers";

/**
 * The queues web processes work on themselves, because their steps need the database (the render
 * worker never touches it, architecture.md; docs/decisions/007): the finishing step of
 * asynchronous jobs and webhook deliveries. Every web process takes part; BullMQ hands each job
 * to one of them, and a job of a process that died is taken over once its lock lapses.
 */
export function startBackgroundWorkers(): Worker[] {
  return singleton<Running>(RUNNING, startWorkers).workers;
}

function startWorkers(): Running {
  const config = env();
  const connection = redisOptions(config.redis, { maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay });
  const finisher = new Worker<AsyncJobData>(
    GENERATION_JOBS_QUEUE,
    async (job) => {
      const record = await finishAsyncJob({ job, db: await getDb(), redis: getRedis(), resultTtlMs: config.RESULT_TTL_SECONDS * 1000 });
      return { status: record.status };
    },
    { connection, prefix: config.WEB_QUEUE_PREFIX, concurrency: 4 },
  );
  const deliverer = new Worker<DeliveryJobData>(
    WEBHOOK_QUEUE,
    async (job) => {
      try {
        const outcome = await deliverWebhook({ job, db: await getDb(), timeoutMs: config.WEBHOOK_TIMEOUT_MS });
        webhookOutcomes.inc({ outcome });
        return outcome;
      } catch (error) {
        webhookOutcomes.inc({ outcome: "failed" });
        throw error;
      }
    },
    {
      connection,
      prefix: config.WEB_QUEUE_PREFIX,
      concurrency: 16,
      settings: {
        backoffStrategy: (attemptsMade: number, type?: string) =>
          type === WEBHOOK_BACKOFF ? retryDelay(config.WEBHOOK_RETRY_SCHEDULE_MS, attemptsMade) : 1_000,
      },
    },
  );
  const workers = [finisher, deliverer];
  for (const worker of workers) {
    let last = "";
    worker.on("error", (error) => {
      if (error.message !== last) console.error(`[${worker.name}] ${error.message}`);
      last = error.message;
    });
    worker.on("failed", (job, error) => console.error(`[${worker.name}] job ${job?.id} attempt ${job?.attemptsMade}: ${error.message}`));
  }
  onShutdown(stopBackgroundWorkers);
  return { workers, held: startReleasingHeldItems(connection) };
}

/** Lets the current jobs finish and takes no new ones (shutdown; tests stop a "web process" this way). */
export async function stopBackgroundWorkers(): Promise<void> {
  const running = peekSingleton<Running>(RUNNING);
  if (!running) return;
  forgetSingleton(RUNNING);
  clearInterval(running.held.sweep);
  await Promise.all([...running.workers.map((w) => w.close().catch(() => undefined)), running.held.events.close().catch(() => undefined)]);
}

/**
 * Asynchronous items wait in Redis for their tenant's places (docs/decisions/008): each render that
 * ends frees one for the next held item, and a sweep catches what no process heard (a restart).
 */
function startReleasingHeldItems(connection: ReturnType<typeof redisOptions>) {
  const limits = env().rendering;
  const events = new QueueEvents(RENDER_QUEUE, { connection });
  const ended = ({ jobId }: { jobId: string }) =>
    void endHeldItem(getRedis(), { renderJobId: jobId, limits }).catch((error: Error) =>
      console.error(`[async] the place of ${jobId} waits for the sweep: ${error.message}`),
    );
  events.on("completed", ended);
  events.on("failed", ended);
  events.on("error", () => undefined);
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepHeldItems(getRedis(), { limits })
      .catch((error: Error) => console.error(`[async] sweep of held items: ${error.message}`))
      .finally(() => (sweeping = false));
  }, HELD_ITEMS_SWEEP_MS);
  sweep.unref();
  return { events, sweep };
}
