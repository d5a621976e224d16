import { execFileSync } from "node:child_process";
import { WORKER_HEARTBEAT_PREFIX } from "@paperjet/contracts";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM helper shared with the test setup
import { startRedis } from "../../infra/scripts/redis-process.mjs";
import { loadFixture, pdfInfo, pdfText } from "@paperjet/test-kit/documents";
import { createQueueClient } from "./queue-client.ts";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

async function setup(options: { env?: Record<string, string>; redisUrl?: string } = {}) {
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL!;
  const worker = await spawnWorker({
    redisUrl,
    id: `fail-${Math.random().toString(36).slice(2, 8)}`,
    env: { RENDER_CONCURRENCY: "1", ...options.env },
  });
  cleanups.push(() => worker.stop("SIGKILL"));
  const client = await createQueueClient(redisUrl);
  cleanups.push(() => client.close());
  return { worker, client };
}

function invoiceWithLines(count: number) {
  const { document, data } = loadFixture("invoice-en");
  const lines = Array.from({ length: count }, (_, i) => ({ item: `Line ${i + 1}`, hours: 1, rate: 10, total: 10 }));
  return { document, data: { ...data, lines } };
}

function chromiumPids(worker: SpawnedWorker): number[] {
  const out = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(worker.child.pid)], { encoding: "utf8" });
  return out
    .split("\n")
    .filter((l) => /chrom/i.test(l))
    .map((l) => Number(l.trim().split(/\s+/)[0]));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("render worker failures", () => {
  it("relaunches a killed Chromium and renders the next job", async () => {
    const { worker, client } = await setup();
    const { document, data } = loadFixture("label");
    await client.render({ document, data, format: "pdf", watermark: false });
    const before = chromiumPids(worker);
    expect(before.length).toBeGreaterThan(0);
    for (const pid of before) process.kill(pid, "SIGKILL");
    const { files } = await client.render({ document, data, format: "pdf", watermark: false });
    expect(pdfText(files[0])).toContain("TO: MARIEKE VAN DEN BERG");
    const metrics = await (await fetch(`http://127.0.0.1:${worker.port}/metrics`)).text();
    expect(metrics).toMatch(/paperjet_chromium_restarts_total\{[^}]*reason="crash"[^}]*\} 1/);
  });

  it("gives up on a render past its time limit, replaces the page, and stays healthy", async () => {
    const { worker, client } = await setup({ env: { RENDER_TIMEOUT_MS: "1500" } });
    const huge = invoiceWithLines(10_000);
    // Two attempts of 1.5 s and a replaced page between them; the wait is generous because a busy
    // machine slows the page's replacement, not because the limit is loose.
    await expect(client.render({ ...huge, format: "pdf", watermark: false }, 60_000)).rejects.toThrow(/render_deadline/);
    const { document, data } = loadFixture("label");
    const { files } = await client.render({ document, data, format: "pdf", watermark: false });
    expect(pdfText(files[0])).toContain("TO: MARIEKE VAN DEN BERG");
    expect((await fetch(`http://127.0.0.1:${worker.port}/readyz`)).status).toBe(200);
  });

  it("gives up on a browser that stops working, and renders the job on a fresh one within seconds", async () => {
    // The per-render limit is far away: only the stall watch can bring the job back in time.
    const { worker, client } = await setup({ env: { RENDER_STALL_MS: "1000", RENDER_TIMEOUT_MS: "120000" } });
    const { document, data } = loadFixture("label");
    await client.render({ document, data, format: "pdf", watermark: false });
    // A stopped process neither answers nor uses CPU: what a print that never returns looks like.
    const stopped = chromiumPids(worker);
    for (const pid of stopped) process.kill(pid, "SIGSTOP");
    cleanups.push(async () => stopped.forEach((pid) => isAlive(pid) && process.kill(pid, "SIGCONT")));
    const started = Date.now();
    const { files } = await client.render({ document, data, format: "pdf", watermark: false }, 90_000);
    expect(pdfText(files[0])).toContain("TO: MARIEKE VAN DEN BERG");
    // Seconds here; a busy CI machine needs up to 20 s to launch the fresh browser. Well before the
    // per-render limit either way, which is what shows the stall, not the limit, ended the wait.
    expect(Date.now() - started).toBeLessThan(60_000);
    const metrics = await (await fetch(`http://127.0.0.1:${worker.port}/metrics`)).text();
    expect(metrics).toMatch(/paperjet_render_failures_total\{[^}]*reason="stalled"[^}]*\} 1/);
    // The stopped browser does not stay behind.
    await expect.poll(() => stopped.filter(isAlive), { timeout: 10_000 }).toEqual([]);
  });

  it("finishes the running job on SIGTERM, then exits cleanly", async () => {
    const { worker, client } = await setup();
    const long = invoiceWithLines(1_500);
    const rendering = client.render({ ...long, format: "pdf", watermark: false });
    await expect.poll(async () => await client.queue.getActiveCount(), { interval: 20, timeout: 10_000 }).toBe(1);
    const exit = worker.stop("SIGTERM");
    const { result, files } = await rendering;
    expect(pdfInfo(files[0]).pages).toBe(result.pages);
    expect(await exit).toBe(0);
    expect(await client.redis.exists(`${WORKER_HEARTBEAT_PREFIX}${worker.id}`)).toBe(0);
  });

  it("resumes heartbeat and jobs after Redis restarts, without restarting the worker", async () => {
    let redis = await startRedis({ label: "restart-test" });
    cleanups.push(() => redis.stop());
    const { worker } = await setup({ redisUrl: redis.url });
    const heartbeatKey = `${WORKER_HEARTBEAT_PREFIX}${worker.id}`;
    const { document, data } = loadFixture("label");
    {
      const client = await createQueueClient(redis.url);
      await client.render({ document, data, format: "pdf", watermark: false });
      await client.close();
    }
    await redis.stop();
    redis = await startRedis({ label: "restart-test", port: redis.port });
    const client = await createQueueClient(redis.url);
    cleanups.push(() => client.close());
    await expect.poll(() => client.redis.exists(heartbeatKey), { interval: 200, timeout: 15_000 }).toBe(1);
    const { files } = await client.render({ document, data, format: "pdf", watermark: false });
    expect(pdfText(files[0])).toContain("TO: MARIEKE VAN DEN BERG");
  });
});
