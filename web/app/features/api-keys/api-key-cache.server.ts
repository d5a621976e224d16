import type { ApiKeyPrincipal } from "./authenticate-api-key.server";

/**
 * How long a web process trusts an API key it has already checked. Revoking a
 * key in this process drops it here at once; another web process (several
 * against one PostgreSQL) still accepts it for at most this long, and a plan
 * change reaches a cached key within the same time.
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
 * of a busy key; only successful checks are kept.
 */
export class ApiKeyCache {
  private entries = new Map<string, CachedApiKey>();

  get(keyHash: string, now = Date.now()): CachedApiKey | undefined {
    const entry = this.entries.get(keyHash);
    if (entry && entry.expiresAt <= now) this.entries.delete(keyHash);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  set(keyHash: string, principal: ApiKeyPrincipal, lastUsedAt: Date | null, now = Date.now()): void {
    // Oldest first: Map keeps insertion order, so a full cache drops its oldest entry.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.delete(keyHash);
    this.entries.set(keyHash, { principal, lastUsedAt, expiresAt: now + API_KEY_CACHE_MS });
  }

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.principal.keyId === keyId) this.entries.delete(hash);
  }
}

const caches = new WeakMap<object, ApiKeyCache>();

/** The process's cache for one database handle. */
export function apiKeyCacheFor(db: object): ApiKeyCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ApiKeyCache()));
  return cache;
}
