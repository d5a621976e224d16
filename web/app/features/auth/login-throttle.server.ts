import type { Redis } from "ioredis";

// Failed logins are counted per account and per client address in a sliding
// window; past the limit every attempt (right or wrong) waits until it ends.
// Password-reset requests and reset links tried are counted the same way, in their own scope.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export type ThrottleScope = "login-fail" | "password-reset";
/** Without `email` only the client address counts (a reset link tried: its account is not known). */
export type Who = { email?: string; ip: string };

const accountKey = (scope: ThrottleScope, email: string) => `${scope}:account:${email.trim().toLowerCase()}`;

function counters(scope: ThrottleScope, who: Who): [key: string, max: number][] {
  const ip: [string, number] = [`${scope}:ip:${who.ip}`, MAX_FAILURES_PER_IP];
  return who.email === undefined ? [ip] : [[accountKey(scope, who.email), MAX_FAILURES_PER_ACCOUNT], ip];
}

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function loginRetryAfter(redis: Redis, who: Who, scope: ThrottleScope = "login-fail"): Promise<number> {
  const limits = counters(scope, who);
  let query = redis.multi();
  for (const [key] of limits) query = query.get(key).ttl(key);
  const replies = (await query.exec()) ?? [];
  const waits = limits.map(([, max], i) => {
    const count = Number(replies[2 * i]?.[1] ?? 0);
    const ttl = Number(replies[2 * i + 1]?.[1] ?? 0);
    return count >= max && ttl > 0 ? ttl : 0;
  });
  return Math.max(0, ...waits);
}

export async function recordLoginFailure(redis: Redis, who: Who, scope: ThrottleScope = "login-fail"): Promise<void> {
  let query = redis.multi();
  for (const [key] of counters(scope, who)) query = query.incr(key).expire(key, LOGIN_WINDOW_SECONDS, "NX");
  await query.exec();
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearLoginFailures(redis: Redis, who: { email: string }): Promise<void> {
  await redis.del(accountKey("login-fail", who.email));
}
