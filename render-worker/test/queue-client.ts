import { randomUUID } from "node:crypto";
import { RENDER_QUEUE, renderJobResultSchema, type RenderJobInput, type RenderJobResult } from "@paperjet/contracts";
import { Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";

/** A producer for worker tests: BullMQ's own Queue and QueueEvents, as web uses them. */
export async function createQueueClient(redisUrl: string) {
  const queue = new Queue(RENDER_QUEUE, { connection: { url: redisUrl } });
  const events = new QueueEvents(RENDER_QUEUE, { connection: { url: redisUrl, maxRetriesPerRequest: null } });
  const redis = new Redis(redisUrl);
  // Redis restarts are part of the tests; errors show up as failed commands instead.
  redis.on("error", () => undefined);
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  return {
    queue,
    redis,
    async render(input: Omit<RenderJobInput, "requestId" | "deadlineAt"> & { deadlineAt?: number }, timeoutMs = 30_000): Promise<{ result: RenderJobResult; files: Buffer[] }> {
      const requestId = randomUUID();
      const job = await queue.add("render", { requestId, deadlineAt: Date.now() + timeoutMs, ...input }, { jobId: requestId, removeOnComplete: { age: 60 }, removeOnFail: { age: 600 } });
      const result = renderJobResultSchema.parse(await job.waitUntilFinished(events, timeoutMs));
      const files = await Promise.all(result.files.map(async (f) => (await redis.getBuffer(f.key))!));
      return { result, files };
    },
    async close() {
      await Promise.all([queue.close(), events.close()]);
      redis.disconnect();
    },
  };
}
