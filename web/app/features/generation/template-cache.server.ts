import { getInvalidationHub } from "~/utils/invalidation.server";
import { cachePerDatabase, InvalidatedCache } from "~/utils/invalidated-cache.server";

/** A template's latest saved state, as the generation API reads it. */
interface LatestTemplate {
  id: string;
  workspaceId: string;
  name: string;
  version: number;
  document: Record<string, unknown>;
}

/**
 * The latest saved version of templates the API renders, per database handle.
 * Saves and deletes announce themselves (update-template, delete-template), so
 * every web process renders a save from its next call on; the age limit only
 * bounds what a missed announcement could cost. Holds at most a few hundred
 * documents.
 */
export const latestTemplateCacheFor = cachePerDatabase<LatestTemplate>(
  () => new InvalidatedCache({ hub: getInvalidationHub(), kind: "template", ttlMs: 60_000, maxEntries: 300 }),
);
