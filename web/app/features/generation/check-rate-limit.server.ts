import type { Redis } from "ioredis";
import { apiError } from "~/utils/api-error-locale.server";
import { ensureRedisReady } from "~/utils/queue.server";

/**
 * What this process last learnt of a tenant's count in the current window: the
 * count Redis returned, plus the calls it let through since without waiting.
 */
const observed = new Map<string, { window: number; count: number }>();
const MAX_OBSERVED = 10_000;

/**
 * A fixed one-minute window per tenant in Redis (shared by every web
 * process and by all the tenant's API keys, so new keys add no budget). Past the limit: 429 with Retry-After until the window ends.
 *
 * A tenant this process has seen below half its limit in the current window is
 * let through while its increment is still on the way to Redis (one round
 * trip off the call's critical path); the answer updates what the process
 * knows. From half the limit on, and for a tenant's first call in a window, the
 * call waits for Redis, so the limit holds exactly within one process and
 * across processes it can only be passed by calls that raced one increment's
 * round trip.
 */
export async function checkRateLimit(options: { redis: Redis; tenantId: string; limitPerMinute: number; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const window = Math.floor(now / 60_000);
  const key = `paperjet:ratelimit:${options.tenantId}:${window}`;
  await ensureRedisReady(options.redis);
  const counting = countCall(options.redis, key).then((count) => {
    remember(options.tenantId, window, count);
    return count;
  });
  const seen = observed.get(options.tenantId);
  if (seen && seen.window === window && (seen.count + 1) * 2 <= options.limitPerMinute) {
    seen.count += 1;
    // Redis being down now shows in the queue call that follows (503).
    counting.catch(() => undefined);
    return;
  }
  let count: number;
  try {
    count = await counting;
  } catch (error) {
    throw apiError("dependency_down", "unavailable", "The service is temporarily unavailable. Please try again.", { cause: error });
  }
  if (count > options.limitPerMinute) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
    throw apiError(
      "rate_limited",
      "rateLimited",
      `This account may make ${options.limitPerMinute} calls a minute, across all its API keys. Try again in ${retryAfter} s.`,
      {
        params: { limit: options.limitPerMinute, retryAfter },
        headers: { "Retry-After": String(retryAfter) },
      },
    );
  }
}

// One command instead of MULTI/INCR/PEXPIRE/EXEC: fewer bytes to write and replies to parse per call.
const COUNT_SCRIPT = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";
const WINDOW_TTL_MS = 61_000;

function countCall(redis: Redis, key: string): Promise<number> {
  if (!("paperjetCountCall" in redis)) redis.defineCommand("paperjetCountCall", { numberOfKeys: 1, lua: COUNT_SCRIPT });
  const client = redis as Redis & { paperjetCountCall(key: string, ttlMs: number): Promise<number> };
  return client.paperjetCountCall(key, WINDOW_TTL_MS).then(Number);
}

function remember(tenantId: string, window: number, count: number) {
  if (!Number.isFinite(count)) return;
  const seen = observed.get(tenantId);
  if (seen && seen.window > window) return;
  // Within a window counts only grow; a local estimate ahead of a late reply is kept.
  if (seen && seen.window === window) {
    seen.count = Math.max(seen.count, count);
    return;
  }
  if (observed.size >= MAX_OBSERVED) {
    for (const [id, entry] of observed) if (entry.window < window) observed.delete(id);
    if (observed.size >= MAX_OBSERVED) observed.clear();
  }
  observed.set(tenantId, { window, count });
}
