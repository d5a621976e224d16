import { redisReconnectDelay, type RedisTarget } from "@paperjet/contracts";
import { redisOptions } from "@paperjet/contracts/redis-connection";
import { Redis } from "ioredis";
import { env } from "~/config/env.server";
import { onShutdown } from "./on-shutdown.server.ts";
import { singleton } from "./singleton.server.ts";

export interface ChannelListener {
  message(text: string): void;
  /** Subscribed, first or again after an outage: from now on every message published arrives. */
  live?(): void;
  /** The connection dropped: what is published until the next `live` is lost. */
  lost?(): void;
}

/** Redis pub/sub for a whole process: one connection, any number of channels and listeners. */
export interface ChannelSubscriber {
  /** Starts listening; the returned function stops. */
  listen(channel: string, listener: ChannelListener): () => void;
  /** Whether `channel` is subscribed right now. */
  isLive(channel: string): boolean;
  close(): Promise<void>;
}

/** `target`: a redis:// URL, or the process's Redis settings (Sentinel included). */
export function createChannelSubscriber(target: string | RedisTarget): ChannelSubscriber {
  const listeners = new Map<string, Set<ChannelListener>>();
  const live = new Set<string>();
  // Subscribing again after a reconnect is done here rather than by ioredis, to know when each channel is back.
  const redisTarget = typeof target === "string" ? { url: target, sentinels: [] } : target;
  const connection = new Redis(
    redisOptions(redisTarget, {
      maxRetriesPerRequest: null,
      retryStrategy: redisReconnectDelay,
      lazyConnect: true,
      autoResubscribe: false,
    }),
  );
  connection.on("error", () => undefined);
  connection.on("close", () => {
    const dropped = [...live];
    live.clear();
    for (const channel of dropped) listeners.get(channel)?.forEach((l) => l.lost?.());
  });
  connection.on("ready", () => {
    for (const channel of listeners.keys()) subscribe(channel);
  });
  connection.on("message", (channel: string, text: string) => listeners.get(channel)?.forEach((l) => l.message(text)));

  function subscribe(channel: string) {
    connection.subscribe(channel).then(
      () => {
        if (!listeners.has(channel) || live.has(channel)) return;
        live.add(channel);
        listeners.get(channel)?.forEach((l) => l.live?.());
      },
      () => undefined,
    );
  }
  void connection.connect().catch(() => undefined);

  return {
    listen(channel, listener) {
      const known = listeners.get(channel);
      if (known) {
        known.add(listener);
        if (live.has(channel)) listener.live?.();
      } else {
        listeners.set(channel, new Set([listener]));
        if (connection.status === "ready") subscribe(channel);
      }
      return () => {
        const set = listeners.get(channel);
        if (!set?.delete(listener) || set.size > 0) return;
        listeners.delete(channel);
        live.delete(channel);
        if (connection.status === "ready") void connection.unsubscribe(channel).catch(() => undefined);
      };
    },
    isLive: (channel) => live.has(channel) && connection.status === "ready",
    async close() {
      listeners.clear();
      live.clear();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/** The process's one subscriber connection, created once. */
export function getChannelSubscriber(): ChannelSubscriber {
  return singleton("channel-subscriber", () => {
    const subscriber = createChannelSubscriber(env().redis);
    onShutdown(() => subscriber.close());
    return subscriber;
  });
}
