import { RENDER_QUEUE } from "@paperjet/contracts";
import { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "~/config/env.server";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

// No worker: the test takes jobs off the render queue itself, to see in which order a worker gets them.
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");

beforeAll(async () => {
  // The synchronous call below is never answered by a worker; it ends with its 504 after this.
  process.env.RENDER_TIMEOUT_MS = "4000";
  process.env.WEB_QUEUE_PREFIX = `test-priority-${process.pid}`;
  resetEnv();
  h = await startGenerationHarness({ privateRedis: true, workers: 0 });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

describe("the render queue's order", () => {
  it("a synchronous call queued after a batch's items is taken before them (asynchronous items carry a priority)", async () => {
    const user = await h.createUser("enterprise");
    const templateId = await h.createTemplate(user, label.document);
    const { action: batch } = await import("~/routes/api.v1.generate.batch");
    const { action: single } = await import("~/routes/api.v1.generate.single.$templateId");
    const { getRenderProducer } = await import("~/utils/queue.server");
    const queue = getRenderProducer().queue;

    const accepted = (await batch({
      request: new Request("http://localhost/api/v1/generate/batch", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.apiKey}` },
        body: JSON.stringify({ items: [0, 1, 2].map((i) => ({ templateId, data: label.data, fileName: `label-${i}` })), output: "zip" }),
      }),
      params: {},
      context: {},
    })) as Response;
    expect(accepted.status).toBe(202);
    const batchJobId: string = (await accepted.json()).data.jobId;
    await expect.poll(() => queue.getPrioritizedCount(), { timeout: 10_000 }).toBe(3);

    const pending = single({
      request: generateRequest(templateId, { apiKey: user.apiKey, body: { data: label.data } }),
      params: { templateId },
      context: {},
    }) as Promise<Response>;
    let answered: Response | undefined;
    void pending.then((response) => (answered = response));
    await expect
      .poll(async () => (answered ? `answered ${answered.status}: ${await answered.clone().text()}` : await queue.getWaitingCount()), {
        timeout: 10_000,
      })
      .toBe(1);

    const taker = new Worker(RENDER_QUEUE, undefined, { connection: { host: "127.0.0.1", port: h.redis!.port }, autorun: false });
    try {
      const first = await taker.getNextJob("priority-test", { block: false });
      expect(first?.id).toBeDefined();
      expect(first!.id!.startsWith(batchJobId), `first job ${first!.id} is not the synchronous call`).toBe(false);
      expect(first!.opts.priority ?? 0).toBe(0);
      const second = await taker.getNextJob("priority-test", { block: false });
      expect(second?.id).toBe(`${batchJobId}-0`);
      expect(second!.opts.priority).toBeGreaterThan(0);
    } finally {
      await taker.close(true);
    }
    // Nobody renders it: the caller gets its 504 at the deadline.
    expect((await pending).status).toBe(504);
  }, 60_000);
});
