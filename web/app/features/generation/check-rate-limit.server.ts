import { AppError } from "@paperjet/contracts";
import type { Redis } from "ioredis";
import { ensureRedisReady } from "~/utils/queue.server";

/**
 * A fixed one-minute window per API key in Redis (shared by every web
 * process). Past the limit: 429 with Retry-After until the window ends.
 */
export async function checkRateLimit(options: { redis: Redis; keyId: string; limitPerMinute: number; now?: number }): Promise<void> {
  const now = options.now ?? Date.now();
  const window = Math.floor(now / 60_000);
  const key = `paperjet:ratelimit:${options.keyId}:${window}`;
  let count: number;
  await ensureRedisReady(options.redis);
  try {
    const replies = await options.redis.multi().incr(key).pexpire(key, 61_000).exec();
    count = Number(replies?.[0]?.[1]);
  } catch (error) {
    throw new AppError("dependency_down", "The service is temporarily unavailable. Please try again.", { cause: error });
  }
  if (count > options.limitPerMinute) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
    throw new AppError("rate_limited", `This API key may make ${options.limitPerMinute} calls a minute. Try again in ${retryAfter} s.`, {
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
