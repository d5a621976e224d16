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
