import { GENERATION_HEADERS, RENDER_QUEUE } from "@paperjet/contracts";
import { QueueEvents } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "~/config/env.server";
import { loadFixture } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";

// Issue 26: batch items count against RENDER_QUEUED_PER_TENANT. A batch larger than it is accepted; its
// items enter the render queue as the tenant's earlier ones end, and another tenant's call is not held up.
const LIMIT = 3;
/** One of the three places stays free for the tenant's own synchronous calls (itemPlaces). */
const PLACES = 2;
let h: Awaited<ReturnType<typeof startGenerationHarness>>;
let events: QueueEvents;
/** The render queue's events in the order Redis recorded them (its event stream, read from the start). */
const log: { event: "waiting" | "active" | "ended"; jobId: string }[] = [];
const label = loadFixture("label");

beforeAll(async () => {
  process.env.RENDER_QUEUED_PER_TENANT = String(LIMIT);
  process.env.WEB_QUEUE_PREFIX = `test-held-${process.pid}`;
  resetEnv();
  h = await startGenerationHarness({ privateRedis: true, workers: 1 });
  events = new QueueEvents(RENDER_QUEUE, { connection: { host: "127.0.0.1", port: h.redis!.port }, lastEventId: "0-0" });
  events.on("waiting", ({ jobId }) => log.push({ event: "waiting", jobId }));
  events.on("active", ({ jobId }) => log.push({ event: "active", jobId }));
  events.on("completed", ({ jobId }) => log.push({ event: "ended", jobId }));
  events.on("failed", ({ jobId }) => log.push({ event: "ended", jobId }));
  await events.waitUntilReady();
  const { startBackgroundWorkers } = await import("~/features/background/start-background-workers.server");
  startBackgroundWorkers();
}, 120_000);
afterAll(async () => {
  const { stopBackgroundWorkers } = await import("~/features/background/start-background-workers.server");
  await stopBackgroundWorkers();
  await events?.close();
  await h?.stop();
  delete process.env.RENDER_QUEUED_PER_TENANT;
});

async function postBatch(apiKey: string, templateId: string, count: number): Promise<string> {
  const { action } = await import("~/routes/api.v1.generate.batch");
  const response = (await action({
    request: new Request("http://localhost/api/v1/generate/batch", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
      body: JSON.stringify({ items: Array.from({ length: count }, () => ({ templateId, data: label.data })), output: "zip" }),
    }),
    params: {},
    context: {},
  })) as Response;
  expect(response.status).toBe(202);
  return (await response.json()).data.jobId;
}

async function jobView(apiKey: string, jobId: string) {
  const { loader } = await import("~/routes/api.v1.jobs.$jobId");
  const response = (await loader({
    request: new Request(`http://localhost/api/v1/jobs/${jobId}`, { headers: { Authorization: `Bearer ${apiKey}` } }),
    params: { jobId },
    context: {},
  })) as Response;
  return (await response.json()).data as { status: string; pages: number | null; progress: { done: number; total: number } };
}

/** The most of `jobId`'s items ever in the render queue (added and not ended) at once, by the event stream. */
function mostQueued(jobId: string): number {
  let now = 0;
  let most = 0;
  for (const entry of log) {
    if (!entry.jobId.startsWith(`${jobId}-`) || entry.event === "active") continue;
    now += entry.event === "waiting" ? 1 : -1;
    most = Math.max(most, now);
  }
  return most;
}

describe("a batch larger than RENDER_QUEUED_PER_TENANT", () => {
  it("is accepted and finishes, with never more than the tenant's places of its items in the render queue", async () => {
    const user = await h.createUser("enterprise");
    const templateId = await h.createTemplate(user, label.document);
    const { getRenderProducer } = await import("~/utils/queue.server");
    const queue = getRenderProducer().queue;
    const jobId = await postBatch(user.apiKey, templateId, 12);

    // Sampled from the queue itself as well as counted from its events.
    let sampledMost = 0;
    let done = false;
    const sampling = (async () => {
      while (!done) {
        const jobs = await queue.getJobs(["wait", "prioritized", "active"]);
        sampledMost = Math.max(sampledMost, jobs.filter((j) => j.id?.startsWith(`${jobId}-`)).length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // The items hold places in the one count synchronous calls are admitted by.
    const { getRedis } = await import("~/utils/redis.server");
    const { tenantWorkKey } = await import("./admit-render.server");
    const { renderTenantOf } = await import("./render-tenant.server");
    const places = await getRedis().zrange(tenantWorkKey(renderTenantOf(user)), 0, -1);
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(PLACES);
    expect(places.every((p) => p.startsWith(`item:${jobId}-`))).toBe(true);
    const first = await jobView(user.apiKey, jobId);
    expect(first.progress.total).toBe(12);
    expect(first.status).toMatch(/queued|rendering/);

    await expect.poll(async () => (await jobView(user.apiKey, jobId)).status, { timeout: 120_000, interval: 200 }).toBe("succeeded");
    done = true;
    await sampling;
    expect(await jobView(user.apiKey, jobId)).toMatchObject({ status: "succeeded", pages: 12, progress: { done: 12, total: 12 } });
    await expect.poll(() => log.filter((e) => e.event === "ended" && e.jobId.startsWith(`${jobId}-`)).length).toBe(12);
    expect(mostQueued(jobId)).toBe(PLACES);
    expect(sampledMost).toBeGreaterThan(0);
    expect(sampledMost).toBeLessThanOrEqual(PLACES);
  }, 180_000);

  it("keeps no call waiting: another tenant's one-page call is taken before any item queued after it; the tenant's own is admitted", async () => {
    const busy = await h.createUser("enterprise");
    const busyTemplate = await h.createTemplate(busy, label.document);
    const quiet = await h.createUser("basic");
    const quietTemplate = await h.createTemplate(quiet, label.document);
    const jobId = await postBatch(busy.apiKey, busyTemplate, 40);
    // The batch is rendering and holds all its tenant's places.
    await expect
      .poll(() => log.filter((e) => e.event === "ended" && e.jobId.startsWith(`${jobId}-`)).length, { timeout: 60_000 })
      .toBeGreaterThan(2);

    const { action } = await import("~/routes/api.v1.generate.single.$templateId");
    const single = (await action({
      request: generateRequest(quietTemplate, { apiKey: quiet.apiKey, body: { data: label.data } }),
      params: { templateId: quietTemplate },
      context: {},
    })) as Response;
    expect(single.status).toBe(200);
    const own = (await action({
      request: generateRequest(busyTemplate, { apiKey: busy.apiKey, body: { data: label.data } }),
      params: { templateId: busyTemplate },
      context: {},
    })) as Response;
    expect(own.status).toBe(200);
    const during = await jobView(busy.apiKey, jobId);
    expect(during.progress.done).toBeLessThan(40);

    const callId = single.headers.get(GENERATION_HEADERS.requestId);
    const added = log.findIndex((e) => e.event === "waiting" && e.jobId === callId);
    const taken = log.findIndex((e) => e.event === "active" && e.jobId === callId);
    expect(taken).toBeGreaterThan(added);
    // Between its arrival and a render slot taking it, no batch item started: the call queued behind none of them.
    expect(log.slice(added, taken).filter((e) => e.event === "active")).toEqual([]);
    // Items still waited for the batch's tenant's places all the while.
    expect(log.slice(taken).some((e) => e.event === "waiting" && e.jobId.startsWith(`${jobId}-`))).toBe(true);

    await expect.poll(async () => (await jobView(busy.apiKey, jobId)).status, { timeout: 180_000, interval: 250 }).toBe("succeeded");
    expect(mostQueued(jobId)).toBe(PLACES);
  }, 300_000);

  it("is not stranded when no web process heard its items end: the sweep queues the next ones", async () => {
    const { startBackgroundWorkers, stopBackgroundWorkers } = await import("~/features/background/start-background-workers.server");
    const { sweepHeldItems } = await import("./held-items.server");
    const { getRedis } = await import("~/utils/redis.server");
    const { env } = await import("~/config/env.server");
    const user = await h.createUser("enterprise");
    const templateId = await h.createTemplate(user, label.document);
    // As after a restart of every web process: nobody listens to the render queue's events.
    await stopBackgroundWorkers();
    const jobId = await postBatch(user.apiKey, templateId, 2 * PLACES);
    const ended = () => log.filter((e) => e.event === "ended" && e.jobId.startsWith(`${jobId}-`)).length;
    const added = () => log.filter((e) => e.event === "waiting" && e.jobId.startsWith(`${jobId}-`)).length;
    await expect.poll(ended, { timeout: 60_000 }).toBe(PLACES);
    expect(added()).toBe(PLACES);
    expect((await jobView(user.apiKey, jobId)).progress).toEqual({ done: PLACES, total: 2 * PLACES });

    await sweepHeldItems(getRedis(), { limits: env().rendering });
    await expect.poll(added, { timeout: 10_000 }).toBe(2 * PLACES);
    startBackgroundWorkers();
    await expect.poll(async () => (await jobView(user.apiKey, jobId)).status, { timeout: 60_000, interval: 200 }).toBe("succeeded");
    expect(mostQueued(jobId)).toBe(PLACES);
  }, 120_000);
});
