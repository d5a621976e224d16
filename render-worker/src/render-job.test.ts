import { launchChromium } from "@paperjet/print";
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import type { Browser, Page } from "playwright-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PagePool } from "./chromium/page-pool.ts";
import { createLogger } from "./log.ts";
import { createMetrics } from "./metrics.ts";
import type { PrintFn } from "./print-attempt.ts";
import { processRenderJob } from "./render-job.ts";

const log = createLogger({ level: "error", workerId: "render-job-test" });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Two single-process browsers, one page each (CHROMIUM_SINGLE_PROCESS=true on two cores), where a crash takes the whole browser. */
async function startPool() {
  const pool = new PagePool({
    size: 2,
    browsers: 2,
    singleProcess: true,
    restartAfter: 1_000,
    launch: () => launchChromium({ singleProcess: true }),
    preparePage: (page) => page.setContent("<p>warm</p>"),
    log,
  });
  cleanups.push(() => pool.close());
  await pool.start();
  return pool;
}

function job(): Job {
  const payload = {
    requestId: `crash-${Math.random().toString(36).slice(2)}`,
    document: {},
    data: {},
    format: "pdf",
    watermark: false,
    deadlineAt: Date.now() + 120_000,
  };
  return { id: payload.requestId, data: payload } as unknown as Job;
}

describe("a render whose Chromium crashes", () => {
  it("is tried a third time, each retry on a freshly launched browser, and the other slot's browser survives", async () => {
    const pool = await startPool();
    const redis = new Redis(process.env.REDIS_URL!);
    cleanups.push(async () => redis.disconnect());
    // The browsers running when the job arrives: neither may be used by a retry.
    const first = await Promise.all([pool.acquire(1_000), pool.acquire(1_000)]);
    const initial = new Set<Browser>(first.map((lease) => lease.generation.browser));
    first.forEach((lease) => pool.release(lease, "ok"));

    const used: Browser[] = [];
    // A document that crashes the browser it is printed in, twice (a single-process renderer
    // crash takes its browser along); the third attempt prints.
    const print: PrintFn = async (page: Page) => {
      used.push(page.context().browser()!);
      if (used.length <= 2) await page.goto("chrome://crash");
      await page.setContent("<h1>printed on the third attempt</h1>");
      return { files: [await page.pdf()], pages: 1, warnings: [] };
    };
    const result = await processRenderJob(job(), {
      pool,
      print,
      redis,
      workerId: "test",
      maxRenderMs: 60_000,
      watchBrowser: () => ({ stalled: new Promise(() => {}), stop() {} }),
      metrics: createMetrics({ workerId: `test-${Date.now()}` }),
      log,
    });

    expect(result.pages).toBe(1);
    const pdf = await redis.getBuffer(result.files[0].key);
    expect(pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(used).toHaveLength(3);
    // Retries never ran on a browser that was there before the crash: not the other slot's either.
    expect(initial.has(used[1])).toBe(false);
    expect(initial.has(used[2])).toBe(false);
    expect(new Set(used).size).toBe(3);
    const survivor = [...initial].find((browser) => browser !== used[0])!;
    expect(survivor.isConnected()).toBe(true);
  }, 240_000);
});

describe("an image job", () => {
  const image = (format: string): Job => {
    const payload = { ...job().data, format, page: 1 };
    return { id: payload.requestId, data: payload } as unknown as Job;
  };
  const deps = (redis: Redis, rasterise: () => Promise<{ files: Uint8Array[]; pages: number; warnings: string[] } | undefined>) => {
    const printed: string[] = [];
    const pool = {
      acquire: async () => {
        printed.push("leased");
        return { page: {}, generation: { browser: { isConnected: () => true } } };
      },
      release: () => {},
    } as unknown as PagePool;
    const metrics = createMetrics({ workerId: `image-test-${Math.random()}` });
    const print: PrintFn = async () => {
      printed.push("chromium");
      return { files: [new TextEncoder().encode("chromium")], pages: 1, warnings: [] };
    };
    const common = {
      redis,
      workerId: "test",
      maxRenderMs: 60_000,
      log,
      watchBrowser: () => ({ stalled: new Promise<never>(() => {}), stop() {} }),
    };
    return { printed, metrics, deps: { ...common, pool, print, metrics, rasterise } };
  };

  it("drawn by resvg takes no Chromium page and stores resvg's bytes; one resvg declines goes to Chromium", async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    cleanups.push(async () => redis.disconnect());
    const drawn = deps(redis, async () => ({ files: [new TextEncoder().encode("resvg")], pages: 1, warnings: [] }));
    const result = await processRenderJob(image("webp"), drawn.deps);
    expect(drawn.printed).toEqual([]);
    expect((await redis.getBuffer(result.files[0].key))?.toString()).toBe("resvg");
    expect(result.files[0]).toMatchObject({ contentType: "image/webp", page: 1 });

    const declined = deps(redis, async () => undefined);
    const fallback = await processRenderJob(image("png"), declined.deps);
    expect(declined.printed).toEqual(["leased", "chromium"]);
    expect((await redis.getBuffer(fallback.files[0].key))?.toString()).toBe("chromium");
    const counted = async (m: ReturnType<typeof createMetrics>) => (await m.images.get()).values.map((v) => [v.labels.renderer, v.value]);
    expect(await counted(drawn.metrics)).toEqual([["resvg", 1]]);
    expect(await counted(declined.metrics)).toEqual([["chromium", 1]]);
  });
});

describe("a finished render whose Redis connection drops under the write (a failover)", () => {
  it("is stored once Redis answers again instead of failing the job", async () => {
    // As the worker's own client: no offline queue; a command whose connection closes fails at once.
    const redis = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    cleanups.push(async () => redis.disconnect());
    await new Promise((resolve) => redis.once("ready", resolve));
    const multi = redis.multi.bind(redis);
    const writes = vi.spyOn(redis, "multi").mockImplementationOnce(() => {
      const first = multi();
      const exec = first.exec.bind(first);
      // The write leaves, then the connection dies before its answer: as when the primary is killed.
      first.exec = () => {
        const answer = exec();
        redis.stream.destroy();
        return answer;
      };
      return first;
    });
    const pool = { acquire: async () => ({ page: {}, generation: { browser: { isConnected: () => true } } }), release: () => {} };
    const result = await processRenderJob(job(), {
      pool: pool as unknown as PagePool,
      print: async () => ({ files: [new TextEncoder().encode("%PDF-stored")], pages: 1, warnings: [] }),
      redis,
      workerId: "test",
      maxRenderMs: 60_000,
      watchBrowser: () => ({ stalled: new Promise<never>(() => {}), stop() {} }),
      metrics: createMetrics({ workerId: `failover-test-${Math.random()}` }),
      log,
    });
    expect(writes).toHaveBeenCalledTimes(2);
    expect((await redis.getBuffer(result.files[0].key))?.toString()).toBe("%PDF-stored");
  });
});
