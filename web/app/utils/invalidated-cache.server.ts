import type { InvalidationHub, InvalidationKind } from "./invalidation.server.ts";

/**
 * Values by id, kept in memory and answered only while the hub is live (so a
 * change made by any web process is heard); entries named in an invalidation
 * are dropped, and `ttlMs` bounds the age of anything else. A load that an
 * invalidation overtook is returned but not kept: the row it read may be the
 * one just replaced.
 */
export class InvalidatedCache<V> {
  private entries = new Map<string, { value: V; expiresAt: number }>();
  private invalidations = 0;

  constructor(private readonly options: { hub: InvalidationHub; kind: InvalidationKind; ttlMs: number; maxEntries: number }) {
    options.hub.on(options.kind, (id) => {
      this.invalidations += 1;
      if (id === null) this.entries.clear();
      else this.entries.delete(id);
    });
  }

  async getOrLoad(id: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const { hub, ttlMs, maxEntries } = this.options;
    if (hub.live) {
      const entry = this.entries.get(id);
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      this.entries.delete(id);
    }
    const before = this.invalidations;
    const value = await load();
    if (value === undefined || !hub.live || before !== this.invalidations) return value;
    // Oldest first: Map keeps insertion order, so a full cache drops its oldest entry.
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, expiresAt: Date.now() + ttlMs });
    return value;
  }
}
