import { reloadAfterSaving } from "./before-reload";

/** docs/product.md §8: a forced reload is not repeated for the same path within this time. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "paperjet.chunkReloads";
/** Sent on `window` when a chunk failed and the page was reloaded for this path too recently. */
export const CHUNK_FAILED_EVENT = "paperjet:chunk-failed";

/**
 * Whether a failed chunk on `path` may reload the page now; remembers the reload (sessionStorage
 * survives it) so a chunk that is still missing afterwards does not reload the page in a loop.
 */
export function mayForceReload(path: string, now: number, storage: Pick<Storage, "getItem" | "setItem">): boolean {
  let reloads: Record<string, number> = {};
  try {
    reloads = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    // A damaged entry is no reason to keep a broken page: treat it as empty.
  }
  const last = reloads[path];
  if (last !== undefined && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  for (const [p, at] of Object.entries(reloads)) if (now - at >= CHUNK_RELOAD_GUARD_MS) delete reloads[p];
  reloads[path] = now;
  storage.setItem(STORAGE_KEY, JSON.stringify(reloads));
  return true;
}

declare global {
  interface Window {
    __paperjetChunkRecovery?: boolean;
  }
}

/**
 * A chunk that fails to load (a lazy import, or a route module on navigation — the patched Remix
 * announces those the same way) usually means a deployment replaced the build under this tab. The
 * error is reported, the designer's work saved, and the page reloaded once, which fetches the new
 * build. If the same path failed within 10 s there is no second reload: a notice offers one, the
 * page stays as it was (a route navigation is left pending) and a lazy import's caller gets the error.
 */
export function installChunkRecovery(): void {
  window.__paperjetChunkRecovery = true;
  window.addEventListener("vite:preloadError", (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    console.error("A part of the app failed to load (a new deployment?)", error);
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined; // blocked storage: no way to remember, so no forced reload
    }
    if (storage && mayForceReload(window.location.pathname, Date.now(), storage)) {
      event.preventDefault();
      void reloadAfterSaving();
    } else {
      window.dispatchEvent(new CustomEvent(CHUNK_FAILED_EVENT, { detail: error }));
    }
  });
}
