import { randomUUID } from "node:crypto";
import {
  RENDER_QUEUE,
  RENDER_REPLY_PREFIX,
  renderReplySchema,
  type RenderJobInput,
  type RenderJobResult,
  type RenderReply,
} from "@paperjet/contracts";
import { Queue } from "bullmq";
import { Redis } from "ioredis";

/** A producer for worker tests, as web is one: BullMQ's Queue, and a channel of its own for the jobs' replies. */
export async function createQueueClient(redisUrl: string) {
  const queue = new Queue(RENDER_QUEUE, { connection: { url: redisUrl } });
  const redis = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  // Redis restarts are part of the tests; errors show up as failed commands instead.
  redis.on("error", () => undefined);
  subscriber.on("error", () => undefined);
  const channel = `${RENDER_REPLY_PREFIX}worker-test-${randomUUID()}`;
  const waiting = new Map<string, (reply: RenderReply) => void>();
  subscriber.on("message", (_channel: string, text: string) => {
    const reply = renderReplySchema.parse(JSON.parse(text));
    waiting.get(reply.jobId)?.(reply);
  });
  await Promise.all([queue.waitUntilReady(), subscriber.subscribe(channel)]);
  return {
    queue,
    redis,
    channel,
    async render(
      input: Omit<RenderJobInput, "requestId" | "deadlineAt"> & { deadlineAt?: number },
      timeoutMs = 30_000,
    ): Promise<{ result: RenderJobResult; files: Buffer[] }> {
      const requestId = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const replied = new Promise<RenderReply>((resolve, reject) => {
        waiting.set(requestId, resolve);
        timer = setTimeout(() => reject(new Error(`no reply within ${timeoutMs} ms`)), timeoutMs);
      }).finally(() => {
        clearTimeout(timer);
        waiting.delete(requestId);
      });
      const [reply] = await Promise.all([
        replied,
        queue.add(
          "render",
          { requestId, deadlineAt: Date.now() + timeoutMs, replyTo: channel, ...input },
          { jobId: requestId, removeOnComplete: { age: 60 }, removeOnFail: { age: 600 } },
        ),
      ]);
      if (reply.outcome === "failed") throw new Error(reply.reason);
      const files = await Promise.all(reply.result.files.map(async (f) => (await redis.getBuffer(f.key))!));
      return { result: reply.result, files };
    },
    async close() {
      await queue.close();
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
