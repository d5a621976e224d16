import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as generateBatch } from "~/routes/api.v1.generate.batch";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { getRenderProducer } from "~/utils/queue.server";
import { getRedis } from "~/utils/redis.server";
import { countHeldItems } from "./held-items.server";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

// Issue 26: one tenant's three 1,000-item batches pushed another tenant's one-page call to 9.4 s, as
// the call queued behind every item. Asynchronous items now queue behind every interactive call.
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");

beforeAll(async () => {
  h = await startGenerationHarness({ privateRedis: true });
}, 120_000);
afterAll(async () => h?.stop());

describe("batches and interactive calls", () => {
  it("another tenant's one-page call renders before the batch items queued ahead of it", async () => {
    const busy = await h.createUser("enterprise");
    const busyTemplate = await h.createTemplate(busy, label.document);
    const quiet = await h.createUser("basic");
    const quietTemplate = await h.createTemplate(quiet, label.document);
    const items = Array.from({ length: 200 }, () => ({ templateId: busyTemplate, data: label.data }));
    const jobIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const accepted = await generateBatch({
        request: new Request("http://localhost/api/v1/generate/batch", {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${busy.apiKey}` },
          body: JSON.stringify({ items, output: "zip" }),
        }),
        params: {},
        context: {},
      });
      expect(accepted.status).toBe(202);
      jobIds.push(((await accepted.json()) as { data: { jobId: string } }).data.jobId);
    }
    const single = await generate({
      request: generateRequest(quietTemplate, { apiKey: quiet.apiKey, body: { data: label.data } }),
      params: { templateId: quietTemplate },
      context: {},
    });
    expect(single.status).toBe(200);
    // Had the call waited its turn behind the 400 items, every one would be rendered by now. Some are
    // still to come: held back for their tenant's turn (held-items.server.ts), queued or rendering.
    // (Counting only the queued ones raced a fast worker: an item enters the queue only as another ends.)
    const held = (await Promise.all(jobIds.map((jobId) => countHeldItems(getRedis(), jobId)))).reduce((sum, n) => sum + n, 0);
    const counts = await getRenderProducer().queue.getJobCounts("wait", "prioritized", "active");
    expect(held + counts.wait + counts.prioritized + counts.active).toBeGreaterThan(0);
  }, 120_000);
});
