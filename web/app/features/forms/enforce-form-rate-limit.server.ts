import { apiError } from "~/utils/api-error-locale.server";
import type { Redis } from "ioredis";

/**
 * A fixed window per form and visitor, shared by every web process through
 * Redis. Past `limit`: 429 with Retry-After. When Redis is down the form still
 * works (the honeypot still applies): losing a lead is worse than some spam.
 */
export async function enforceFormRateLimit(options: {
  redis: Redis;
  form: string;
  client: string;
  limit: number;
  windowSeconds: number;
  now?: number;
}): Promise<void> {
  const now = options.now ?? Date.now();
  const windowMs = options.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const key = `paperjet:form-rate:${options.form}:${options.client}:${window}`;
  let count: number;
  try {
    const replies = await options.redis
      .multi()
      .incr(key)
      .pexpire(key, windowMs + 1000)
      .exec();
    count = Number(replies?.[0]?.[1]);
  } catch (error) {
    console.error(`[forms] rate limit unavailable, letting the ${options.form} form through:`, (error as Error).message);
    return;
  }
  if (count > options.limit) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    throw apiError("rate_limited", "formRateLimited", `Too many submissions of this form. Try again in ${retryAfter} s.`, {
      params: { retryAfter },
      headers: { "Retry-After": String(retryAfter) },
    });
  }
}
