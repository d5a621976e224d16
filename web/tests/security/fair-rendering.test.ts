import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFixture } from "@paperjet/test-kit/documents";
import { startSeededStack } from "./support/stack";

// Finding 1 of issue 18: two heavy test renders of one account held both render slots until their
// deadline, and another account's one-page label call answered 504 after 30 s.
describe("fair rendering", () => {
  let stack: Awaited<ReturnType<typeof startSeededStack>>;
  const heavy = { apiKey: "", templateId: "" };
  const light = { apiKey: "", templateId: "" };
  const label = loadFixture("label");
  beforeAll(async () => {
    stack = await startSeededStack({
      // Its own worker with two render slots, which no other test file's jobs reach.
      ownWorkers: { env: { RENDER_CONCURRENCY: "2" } },
      // 100,000 rows paginate to thousands of pages; this test is about time, not the page cap.
      env: { RENDER_MAX_PAGES_ENTERPRISE: "100000" },
      seed: async (seed) => {
        const noisy = await seed.tenant("enterprise");
        heavy.apiKey = noisy.apiKey;
        heavy.templateId = await seed.template(noisy, {
          schemaVersion: 1,
          name: "Ledger",
          pages: [
            {
              size: { width: 210, height: 297 },
              orientation: "portrait",
              margin: { top: 10, right: 10, bottom: 10, left: 10 },
              elements: [
                {
                  id: "rows",
                  type: "table",
                  x: 10,
                  y: 10,
                  width: 190,
                  height: 10,
                  each: "rows",
                  columns: [
                    { header: "#", value: "{{ index + 1 }}", width: 30 },
                    { header: "Item", value: "{{ row.item }}", width: 160 },
                  ],
                },
              ],
            },
          ],
        });
        const quiet = await seed.tenant("basic");
        light.apiKey = quiet.apiKey;
        light.templateId = await seed.template(quiet, label.document);
      },
    });
  }, 300_000);
  afterAll(async () => stack?.stop());

  const generate = (tenant: { apiKey: string; templateId: string }, body: unknown) =>
    fetch(`${stack.server.url}/api/v1/generate/single/${tenant.templateId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${tenant.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, at: Date.now(), body: await response.arrayBuffer() }));

  it("serves another tenant's 10 one-page calls while one tenant's two 100,000-row renders run", async () => {
    // A warm-up call, so the worker's browsers are up before the clock matters.
    expect((await generate(light, { data: label.data, test: true })).status).toBe(200);
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ item: `Item ${i}` }));
    // How each heavy call ended (answered or failed), when it did: the test does not wait for them
    // (tens of seconds of both render slots); the stack's stop ends them.
    const heavyEnds: string[] = [];
    for (let i = 0; i < 2; i++)
      generate(heavy, { data: { rows }, test: true }).then(
        (h) => heavyEnds.push(`${h.status} at ${h.at}`),
        (error: unknown) => heavyEnds.push(`failed at ${Date.now()}: ${String(error)}`),
      );
    // Both heavy calls are in web (and the first in the worker) before the light ones start.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const lightCalls = await Promise.all(Array.from({ length: 10 }, () => generate(light, { data: label.data, test: true })));
    expect(lightCalls.map((c) => c.status)).toEqual(Array(10).fill(200));
    // Every light call answered while both heavy renders still ran.
    const lastLight = Math.max(...lightCalls.map((c) => c.at));
    expect(heavyEnds, `heavy calls that answered before the last light call (at ${lastLight})`).toEqual([]);
  }, 120_000);

  it("refuses a document past its plan's row cap with 422 naming the limit", async () => {
    const rows = Array.from({ length: 100_001 }, (_, i) => ({ item: `Item ${i}` }));
    const response = await generate(heavy, { data: { rows }, test: true });
    expect(response.status).toBe(422);
    const problem = JSON.parse(Buffer.from(response.body).toString());
    expect(problem).toMatchObject({ limit: "max_rows", max: 100_000 });
    expect(problem.detail).toBe("The document has 100001 table rows; the enterprise plan allows at most 100000 per document.");
  });
});
