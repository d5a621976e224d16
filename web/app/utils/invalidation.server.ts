import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { getChannelSubscriber, type ChannelSubscriber } from "./channel-subscriber.server.ts";
import { getRedis } from "./redis.server.ts";
import { singleton } from "./singleton.server.ts";

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
  /** Stops listening; the subscriber connection is the process's and stays. */
  close(): Promise<void>;
}

export function createInvalidationHub(options: { subscriber: ChannelSubscriber; publisher: Redis }): InvalidationHub {
  const listeners = new Map<InvalidationKind, Set<InvalidationListener>>();
  const tell = (kind: InvalidationKind, id: string | null) => listeners.get(kind)?.forEach((listener) => listener(id));
  const tellAll = () => [...listeners.keys()].forEach((kind) => tell(kind, null));
  let everLive = false;
  // This hub's own announcements come back from Redis too; its listeners heard them already.
  const origin = randomUUID();

  const stop = options.subscriber.listen(CHANNEL, {
    live() {
      if (everLive) tellAll();
      everLive = true;
    },
    message(text) {
      try {
        const { kind, id, from } = JSON.parse(text) as { kind: InvalidationKind; id: string; from?: string };
        if (from !== origin) tell(kind, id);
      } catch {
        // Not one of ours.
      }
    },
  });

  return {
    get live() {
      return options.subscriber.isLive(CHANNEL);
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
      stop();
    },
  };
}

/** The process's hub, created once. */
export function getInvalidationHub(): InvalidationHub {
  return singleton("invalidation-hub", () => createInvalidationHub({ subscriber: getChannelSubscriber(), publisher: getRedis() }));
}
