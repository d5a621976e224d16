/** The BullMQ queue that carries render jobs from web to render-worker. */
export const RENDER_QUEUE = "render";

/**
 * Each live render worker keeps `${WORKER_HEARTBEAT_PREFIX}${workerId}` in Redis
 * with a short TTL; health counts these keys. A worker that dies simply expires.
 */
export const WORKER_HEARTBEAT_PREFIX = "paperjet:worker:";
export const WORKER_HEARTBEAT_TTL_MS = 15_000;
export const WORKER_HEARTBEAT_INTERVAL_MS = 5_000;

/**
 * ioredis `retryStrategy` for every Redis connection of web and worker: reconnect
 * quickly at first, never slower than every 2 s, and never give up (Redis restarts
 * must heal without restarting the processes).
 */
export function redisReconnectDelay(attempt: number): number {
  return Math.min(attempt * 200, 2_000);
}

/**
 * Where a process finds Redis: `REDIS_URL` alone, or Sentinel (`REDIS_SENTINELS=host:port,…` and
 * `REDIS_SENTINEL_NAME`) beside it, in which case the URL gives only the credentials, the database
 * number and TLS (`rediss://`) of the primary the sentinels name; its host is not used. The clients'
 * options are made by `redisOptions` (`@paperjet/contracts/redis-connection`, server only).
 */
export interface RedisTarget {
  url: string;
  sentinels: Array<{ host: string; port: number }>;
  sentinelName?: string;
  sentinelPassword?: string;
}

/** `REDIS_SENTINELS`: comma-separated `host:port` (IPv6 as `[::1]:26379`); an empty value means none. */
export function parseRedisSentinels(value: string | undefined): Array<{ host: string; port: number }> {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(entry);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65_535) throw new Error(`"${entry}" is not host:port`);
      return { host: match[1]!, port };
    });
}
