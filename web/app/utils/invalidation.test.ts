import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createChannelSubscriber, type ChannelSubscriber } from "./channel-subscriber.server";
import { createInvalidationHub, type InvalidationHub } from "./invalidation.server";
import { InvalidatedCache } from "./invalidated-cache.server";
import { dropSubscriberConnections } from "../../tests/support/redis-subscribers";

const url = process.env.REDIS_URL!;
const clients: Redis[] = [];
const hubs: InvalidationHub[] = [];
const subscribers: ChannelSubscriber[] = [];
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.close()));
  await Promise.all(subscribers.map((s) => s.close()));
  await Promise.all(clients.map((c) => c.quit()));
});

/** One web process's hub, with its own publishing and subscribing connections. */
async function processHub() {
  const publisher = new Redis(url);
  clients.push(publisher);
  const subscriber = createChannelSubscriber(url);
  subscribers.push(subscriber);
  const hub = createInvalidationHub({ subscriber, publisher });
  hubs.push(hub);
  await expect.poll(() => hub.live, { timeout: 5_000 }).toBe(true);
  return hub;
}

describe("invalidation across web processes", () => {
  it("drops another process's cached entry when one process announces a change", async () => {
    const [a, b] = [await processHub(), await processHub()];
    const cacheB = new InvalidatedCache<string>({ hub: b, kind: "template", ttlMs: 60_000, maxEntries: 10 });
    let reads = 0;
    const load = async () => `version ${++reads}`;
    expect(await cacheB.getOrLoad("t1", load)).toBe("version 1");
    expect(await cacheB.getOrLoad("t1", load)).toBe("version 1");
    await a.publish("template", "t1");
    await expect.poll(() => cacheB.getOrLoad("t1", load), { timeout: 2_000 }).toBe("version 2");
  });

  it("hears its own announcements at once, and only of the kind it listens to", async () => {
    const hub = await processHub();
    const cache = new InvalidatedCache<number>({ hub, kind: "api-key", ttlMs: 60_000, maxEntries: 10 });
    let reads = 0;
    await cache.getOrLoad("k", async () => ++reads);
    await hub.publish("template", "k");
    expect(await cache.getOrLoad("k", async () => ++reads)).toBe(1);
    await hub.publish("api-key", "k");
    expect(await cache.getOrLoad("k", async () => ++reads)).toBe(2);
  });

  it("does not keep a value whose load an invalidation overtook", async () => {
    const hub = await processHub();
    const cache = new InvalidatedCache<string>({ hub, kind: "template", ttlMs: 60_000, maxEntries: 10 });
    const stale = await cache.getOrLoad("t", async () => {
      await hub.publish("template", "t");
      return "read before the change";
    });
    expect(stale).toBe("read before the change");
    expect(await cache.getOrLoad("t", async () => "fresh")).toBe("fresh");
  });

  it("answers nothing from memory while its subscription is down, and forgets everything when it is back", async () => {
    const hub = await processHub();
    const cache = new InvalidatedCache<string>({ hub, kind: "template", ttlMs: 60_000, maxEntries: 10 });
    await cache.getOrLoad("t", async () => "before");
    await dropSubscriberConnections(url);
    await expect.poll(() => hub.live, { timeout: 2_000 }).toBe(false);
    expect(await cache.getOrLoad("t", async () => "while down")).toBe("while down");
    await expect.poll(() => hub.live, { timeout: 10_000 }).toBe(true);
    expect(await cache.getOrLoad("t", async () => "after")).toBe("after");
    expect(await cache.getOrLoad("t", async () => "not read")).toBe("after");
  });

  it("drops the oldest entry when full and re-reads entries past their age", async () => {
    const hub = await processHub();
    const cache = new InvalidatedCache<string>({ hub, kind: "template", ttlMs: 50, maxEntries: 2 });
    for (const id of ["a", "b", "c"]) await cache.getOrLoad(id, async () => `${id}1`);
    expect(await cache.getOrLoad("a", async () => "a2")).toBe("a2");
    expect(await cache.getOrLoad("c", async () => "c2")).toBe("c1");
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.getOrLoad("c", async () => "c3")).toBe("c3");
  });
});
