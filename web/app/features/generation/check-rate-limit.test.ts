import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { checkRateLimit } from "./check-rate-limit.server";

const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.quit());

// Mid-window, so a test never straddles two windows.
const now = Date.UTC(2030, 0, 1, 12, 0, 30);
const windowKey = (tenantId: string) => `paperjet:ratelimit:${tenantId}:${Math.floor(now / 60_000)}`;

/** The test Redis, with every count (the limiter's one script command) answering `ms` late: a call that waits for its count takes at least that long. */
function slowRedis(ms: number): Redis {
  return new Proxy(redis, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop !== "paperjetCountCall") return value.bind(target);
      return async (...args: unknown[]) => (await new Promise((r) => setTimeout(r, ms)), value.apply(target, args));
    },
  });
}

async function timed(run: () => Promise<unknown>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const status = await run().then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );
  return { ms: performance.now() - started, status };
}

describe("checkRateLimit", () => {
  it("lets a tenant well below its limit through without waiting for Redis, and still counts every call", async () => {
    const tenantId = randomUUID();
    const slow = slowRedis(300);
    const check = () => timed(() => checkRateLimit({ redis: slow, tenantId, limitPerMinute: 100, now }));
    const first = await check();
    expect(first).toMatchObject({ status: 200 });
    expect(first.ms).toBeGreaterThanOrEqual(290);
    for (let i = 0; i < 4; i++) {
      const next = await check();
      expect(next.status).toBe(200);
      expect(next.ms).toBeLessThan(290);
    }
    await expect.poll(async () => Number(await redis.get(windowKey(tenantId))), { timeout: 3_000 }).toBe(5);
    // The window's counter goes away by itself shortly after the window ends.
    expect(await redis.pttl(windowKey(tenantId))).toBeGreaterThan(55_000);
    expect(await redis.pttl(windowKey(tenantId))).toBeLessThanOrEqual(61_000);
  });

  it("waits for Redis from half the limit on, so one process never lets more calls through than the limit", async () => {
    const tenantId = randomUUID();
    const slow = slowRedis(300);
    const results: { ms: number; status: number }[] = [];
    for (let i = 0; i < 9; i++) results.push(await timed(() => checkRateLimit({ redis: slow, tenantId, limitPerMinute: 6, now })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
    // The first call of the window waits; the 2nd and 3rd (counts up to half of 6) do not; from the 4th on each waits.
    expect(results.map((r) => r.ms >= 290)).toEqual([true, false, false, true, true, true, true, true, true]);
  });

  it("answers 503 when Redis cannot count", async () => {
    const broken = new Redis(process.env.REDIS_URL!, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    broken.disconnect();
    const outcome = await timed(() => checkRateLimit({ redis: broken, tenantId: randomUUID(), limitPerMinute: 100, now }));
    expect(outcome.status).toBe(503);
  });
});
