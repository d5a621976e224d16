import { Redis } from "ioredis";
import { redisReconnectDelay } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { env } from "~/config/env.server";
import { onShutdown } from "./on-shutdown.server.ts";
import { singleton } from "./singleton.server.ts";

/**
 * The web process's one Redis client. No offline queue and one retry per
 * command, so requests fail fast with 503 while Redis is down; ioredis keeps
 * reconnecting in the background, so it recovers without a restart.
 */
export function getRedis(): Redis {
  return singleton("redis", () => {
    const client = new Redis(
      redisOptions(env().redis, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        retryStrategy: redisReconnectDelay,
      }),
    );
    let lastError = "";
    client.on("error", (error) => {
      if (error.message !== lastError) console.error(`[redis] ${error.message}`);
      lastError = error.message;
    });
    client.on("ready", () => {
      if (lastError) console.log("[redis] connected again");
      lastError = "";
    });
    onShutdown(() => client.quit().catch(() => client.disconnect()));
    return client;
  });
}
