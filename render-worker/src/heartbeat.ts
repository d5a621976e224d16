import { WORKER_HEARTBEAT_INTERVAL_MS, WORKER_HEARTBEAT_PREFIX, WORKER_HEARTBEAT_TTL_MS } from "@paperjet/contracts";
import type { Redis } from "ioredis";
import type { Logger } from "./log.ts";

/**
 * Keeps `${prefix}${workerId}` alive in Redis while this worker can take jobs;
 * web's health check counts these keys. Each beat is a fresh SET with a TTL, so
 * after a Redis restart (all keys gone) the next beat restores it by itself.
 */
export function startHeartbeat(options: { redis: Redis; workerId: string; log: Logger; info: () => Record<string, unknown> }) {
  const key = `${WORKER_HEARTBEAT_PREFIX}${options.workerId}`;
  let failing = false;
  const beat = async () => {
    try {
      await options.redis.set(key, JSON.stringify({ ...options.info(), at: Date.now() }), "PX", WORKER_HEARTBEAT_TTL_MS);
      if (failing) options.log.info("heartbeat restored");
      failing = false;
    } catch (error) {
      if (!failing) options.log.warn("heartbeat failed; retrying", { error: (error as Error).message });
      failing = true;
    }
  };
  const timer = setInterval(beat, WORKER_HEARTBEAT_INTERVAL_MS);
  // Beat as soon as Redis is back instead of waiting for the next tick.
  const onReady = () => void beat();
  options.redis.on("ready", onReady);
  if (options.redis.status === "ready") void beat();
  return {
    key,
    async stop() {
      clearInterval(timer);
      options.redis.off("ready", onReady);
      await options.redis.del(key).catch(() => undefined);
    },
  };
}
