import { randomUUID } from "node:crypto";
import { redisReconnectDelay } from "@paperjet/contracts";
import { Redis } from "ioredis";
import { env } from "./env.server.ts";
import { onShutdown } from "./on-shutdown.server.ts";
import { getRedis } from "./redis.server.ts";

const CHANNEL = "paperjet:invalidate";

export type InvalidationKind = "api-key" | "template";

/** `id` null: messages may have been missed (Redis was away), so drop everything of this kind. */
type InvalidationListener = (id: string | null) => void;

/**
 * Tells every web process that a cached thing changed (a key revoked, a
 * template saved), over Redis pub/sub. A cache may answer from memory only
 * while `live`: then every change made by any process reaches it within
 * milliseconds. While the subscription is down it is not live; when it comes
 * back, listeners hear `null`, because changes made meanwhile were not heard.
 */
export interface InvalidationHub {
  readonly live: boolean;
  on(kind: InvalidationKind, listener: InvalidationListener): void;
  /** This process's listeners hear it at once; the others through Redis. */
  publish(kind: InvalidationKind, id: string): Promise<void>;
  close(): Promise<void>;
}

export function createInvalidationHub(options: { url: string; publisher: Redis }): InvalidationHub {
  const listeners = new Map<InvalidationKind, Set<InvalidationListener>>();
  const tell = (kind: InvalidationKind, id: string | null) => listeners.get(kind)?.forEach((listener) => listener(id));
  const tellAll = () => [...listeners.keys()].forEach((kind) => tell(kind, null));
  let live = false;
  let everLive = false;
  // This hub's own announcements come back from Redis too; its listeners heard them already.
  const origin = randomUUID();

  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null, retryStrategy: redisReconnectDelay, lazyConnect: true });
  subscriber.on("error", () => undefined);
  subscriber.on("close", () => {
    live = false;
  });
  // ioredis subscribes again by itself after a reconnect; `subscribe` fires for that too.
  subscriber.on("ready", () => {
    void subscriber.subscribe(CHANNEL).then(
      () => {
        if (everLive) tellAll();
        everLive = true;
        live = true;
      },
      () => undefined,
    );
  });
  subscriber.on("message", (_channel: string, text: string) => {
    try {
      const { kind, id, from } = JSON.parse(text) as { kind: InvalidationKind; id: string; from?: string };
      if (from !== origin) tell(kind, id);
    } catch {
      // Not one of ours.
    }
  });
  void subscriber.connect().catch(() => undefined);

  return {
    get live() {
      return live && subscriber.status === "ready";
    },
    on(kind, listener) {
      (listeners.get(kind) ?? listeners.set(kind, new Set()).get(kind)!).add(listener);
    },
    async publish(kind, id) {
      tell(kind, id);
      try {
        await options.publisher.publish(CHANNEL, JSON.stringify({ kind, id, from: origin }));
      } catch (error) {
        // The others keep serving the old entry until their cache's time limit.
        console.error(`[invalidate] could not tell other processes that ${kind} ${id} changed: ${(error as Error).message}`);
      }
    },
    async close() {
      live = false;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

const holder = globalThis as typeof globalThis & { __paperjetInvalidation?: InvalidationHub };

/** The process's hub, created once. */
export function getInvalidationHub(): InvalidationHub {
  if (!holder.__paperjetInvalidation) {
    const hub = createInvalidationHub({ url: env().REDIS_URL, publisher: getRedis() });
    holder.__paperjetInvalidation = hub;
    onShutdown(() => hub.close());
  }
  return holder.__paperjetInvalidation;
}
