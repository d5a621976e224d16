import type { InvalidationHub, InvalidationKind } from "./invalidation.server.ts";

/**
 * Values by key, kept in memory and answered only while the hub is live (so a
 * change made by any web process is heard); entries named in an invalidation
 * are dropped, and `ttlMs` bounds the age of anything else. A load that an
 * invalidation overtook is returned but not kept: the row it read may be the
 * one just replaced. Invalidations name the key, or with `idOf` the value's
 * own id (API keys are looked up by hash but revoked by id).
 */
export class InvalidatedCache<V> {
  private entries = new Map<string, { value: V; expiresAt: number }>();
  private invalidations = 0;

  constructor(
    private readonly options: {
      hub: InvalidationHub;
      kind: InvalidationKind;
      ttlMs: number;
      maxEntries: number;
      idOf?: (value: V) => string;
    },
  ) {
    options.hub.on(options.kind, (id) => {
      this.invalidations += 1;
      if (id === null) this.entries.clear();
      else if (!options.idOf) this.entries.delete(id);
      else for (const [key, entry] of this.entries) if (options.idOf(entry.value) === id) this.entries.delete(key);
    });
  }

  async getOrLoad(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const { hub, ttlMs, maxEntries } = this.options;
    if (hub.live) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      this.entries.delete(key);
    }
    const before = this.invalidations;
    const value = await load();
    if (value === undefined || !hub.live || before !== this.invalidations) return value;
    // Oldest first: Map keeps insertion order, so a full cache drops its oldest entry.
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return value;
  }
}

/** One cache per database handle: tests run several databases in one process, and ids of one mean nothing in another. */
export function cachePerDatabase<V>(create: () => InvalidatedCache<V>): (db: object) => InvalidatedCache<V> {
  const caches = new WeakMap<object, InvalidatedCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = create()));
    return cache;
  };
}
