import { randomUUID } from "node:crypto";
import { renderReplySchema } from "@paperjet/contracts";
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createChannelSubscriber } from "./channel-subscriber.server";
import { createRenderReplies } from "./render-replies.server";
import { dropSubscriberConnections } from "../../tests/support/redis-subscribers";

const url = process.env.REDIS_URL!;
// A queue of its own, so the render workers of other test files never take these jobs.
const queueName = `render-replies-test-${randomUUID()}`;
const queue = new Queue(queueName, { connection: { url } });
const publisher = new Redis(url);
const subscriber = createChannelSubscriber(url);
const replies = createRenderReplies({ subscriber, queue });
const result = {
  files: [{ key: "paperjet:render-result:x:0", contentType: "application/pdf" as const, bytes: 10 }],
  pages: 1,
  renderMs: 5,
  warnings: [],
  workerId: "w",
};

afterAll(async () => {
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await subscriber.close();
  publisher.disconnect();
});

const reply = (message: unknown) => publisher.publish(replies.channel, JSON.stringify(renderReplySchema.parse(message)));

describe("render replies", () => {
  it("hands each waiting job its own reply", async () => {
    expect(await replies.whenLive(5_000)).toBe(true);
    const a = replies.waitFor("job-a", 5_000);
    const b = replies.waitFor("job-b", 5_000);
    await reply({ jobId: "job-b", outcome: "failed", reason: "render_invalid: no pages" });
    await reply({ jobId: "job-a", outcome: "completed", result });
    expect(await a.promise).toEqual({ kind: "completed", result });
    expect(await b.promise).toEqual({ kind: "failed", reason: "render_invalid: no pages" });
  });

  it("ignores a message that does not fit the contract, and gives up at the time limit", async () => {
    const waiting = replies.waitFor("job-c", 300);
    await publisher.publish(replies.channel, JSON.stringify({ jobId: "job-c", outcome: "completed", result: { files: [] } }));
    expect(await waiting.promise).toEqual({ kind: "timeout" });
  });

  it("looks up the jobs it waits for when its subscription comes back, so a reply lost meanwhile costs nothing", async () => {
    const worker = new Worker(queueName, async () => result, { connection: { url, maxRetriesPerRequest: null } });
    const waiting = replies.waitFor("job-d", 10_000);
    await queue.add("render", {}, { jobId: "job-d" });
    // This worker sends no reply: as if it had been published while this process was not listening.
    await expect.poll(() => queue.getJobState("job-d"), { timeout: 5_000 }).toBe("completed");
    await dropSubscriberConnections(url);
    const started = Date.now();
    expect(await waiting.promise).toEqual({ kind: "completed", result });
    expect(Date.now() - started).toBeLessThan(5_000);
    await worker.close();
  });
});
