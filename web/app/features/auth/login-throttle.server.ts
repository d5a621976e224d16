import type { Redis } from "ioredis";

// Failed logins are counted per account and per client address in a sliding
// window; past the limit every attempt (right or wrong) waits until it ends.
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

const accountKey = (email: string) => `login-fail:account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login-fail:ip:${ip}`;

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function loginRetryAfter(redis: Redis, who: { email: string; ip: string }): Promise<number> {
  const [[, account], [, accountTtl], [, ip], [, ipTtl]] = (await redis
    .multi()
    .get(accountKey(who.email))
    .ttl(accountKey(who.email))
    .get(ipKey(who.ip))
    .ttl(ipKey(who.ip))
    .exec()) as [unknown, string | number | null][];
  const waits = [
    Number(account ?? 0) >= MAX_FAILURES_PER_ACCOUNT ? Number(accountTtl) : 0,
    Number(ip ?? 0) >= MAX_FAILURES_PER_IP ? Number(ipTtl) : 0,
  ];
  return Math.max(0, ...waits.map((w) => (w > 0 ? w : 0)));
}

export async function recordLoginFailure(redis: Redis, who: { email: string; ip: string }): Promise<void> {
  await redis
    .multi()
    .incr(accountKey(who.email))
    .expire(accountKey(who.email), LOGIN_WINDOW_SECONDS, "NX")
    .incr(ipKey(who.ip))
    .expire(ipKey(who.ip), LOGIN_WINDOW_SECONDS, "NX")
    .exec();
}

/** A successful login clears the account's count (the address keeps its own). */
export async function clearLoginFailures(redis: Redis, who: { email: string }): Promise<void> {
  await redis.del(accountKey(who.email));
}

