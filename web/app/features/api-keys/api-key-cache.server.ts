import { getInvalidationHub, type InvalidationHub } from "~/utils/invalidation.server";
import type { ApiKeyPrincipal } from "./authenticate-api-key.server";

/**
 * How long a web process trusts an API key it has already checked. A revoked
 * key is dropped by every web process at once (invalidation.server.ts); a plan
 * change reaches a cached key within this time.
 */
export const API_KEY_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedApiKey {
  principal: ApiKeyPrincipal;
  lastUsedAt: Date | null;
  expiresAt: number;
}

/**
 * Checked keys by the SHA-256 of the whole key, per database (tests run several
 * databases in one process). Saves the api_keys ⨝ users query on every call
 * of a busy key; only successful checks are kept, and only answered while the
 * hub would have told us of a revocation.
 */
export class ApiKeyCache {
  private entries = new Map<string, CachedApiKey>();
  private invalidations = 0;

  constructor(private readonly hub: InvalidationHub) {
    hub.on("api-key", (keyId) => {
      this.invalidations += 1;
      if (keyId === null) this.entries.clear();
      else this.forgetKey(keyId);
    });
  }

  /** Pass to `set`: a check that a revocation overtook is not kept. */
  stamp(): number {
    return this.invalidations;
  }

  get(keyHash: string, now = Date.now()): CachedApiKey | undefined {
    if (!this.hub.live) return undefined;
    const entry = this.entries.get(keyHash);
    if (entry && entry.expiresAt <= now) this.entries.delete(keyHash);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  set(keyHash: string, principal: ApiKeyPrincipal, lastUsedAt: Date | null, since: number, now = Date.now()): void {
    if (since !== this.invalidations || !this.hub.live) return;
    // Oldest first: Map keeps insertion order, so a full cache drops its oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(keyHash);
    this.entries.set(keyHash, { principal, lastUsedAt, expiresAt: now + API_KEY_CACHE_MS });
  }

  private forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.principal.keyId === keyId) this.entries.delete(hash);
  }
}

const caches = new WeakMap<object, ApiKeyCache>();

/** The process's cache for one database handle. */
export function apiKeyCacheFor(db: object): ApiKeyCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ApiKeyCache(getInvalidationHub())));
  return cache;
}
