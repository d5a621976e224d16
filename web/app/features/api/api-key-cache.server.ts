import { getInvalidationHub } from "~/utils/invalidation.server";
import { cachePerDatabase, InvalidatedCache } from "~/utils/invalidated-cache.server";
import type { ApiKeyPrincipal } from "./authenticate-api-key.server";

/**
 * How long a web process trusts an API key it has already checked. A revoked
 * key is dropped by every web process at once (invalidation.server.ts); a plan
 * change reaches a cached key within this time.
 */
export const API_KEY_CACHE_MS = 5_000;

export interface CachedApiKey {
  principal: ApiKeyPrincipal;
  lastUsedAt: Date | null;
}

/**
 * Checked keys by the SHA-256 of the whole key, per database handle. Saves the
 * api_keys ⨝ users query on every call of a busy key; only successful checks
 * are kept.
 */
export const apiKeyCacheFor = cachePerDatabase<CachedApiKey>(
  () =>
    new InvalidatedCache({
      hub: getInvalidationHub(),
      kind: "api-key",
      ttlMs: API_KEY_CACHE_MS,
      maxEntries: 10_000,
      idOf: (entry) => entry.principal.keyId,
    }),
);
