import { reloadAfterSaving } from "./before-reload";

/** docs/product.md §8: a forced reload is not repeated for the same path within this time. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "paperjet.chunkReloads";
/** Sent on `window` when a chunk failed and the page was reloaded for this path too recently. */
export const CHUNK_FAILED_EVENT = "paperjet:chunk-failed";

/**
 * Whether a failed chunk on `path` may reload the page now; remembers the reload (sessionStorage
 * survives it) so a chunk that is still missing afterwards does not reload the page in a loop.
 * Self-contained (it is also written into the page as text, `fullLoadRecoveryScript`).
 */
export function mayForceReload(
  path: string,
  now: number,
  storage: Pick<Storage, "getItem" | "setItem">,
  key: string = STORAGE_KEY,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  let reloads: Record<string, number> = {};
  try {
    reloads = JSON.parse(storage.getItem(key) ?? "{}") as Record<string, number>;
  } catch {
    // A damaged entry is no reason to keep a broken page: treat it as empty.
  }
  const last = reloads[path];
  if (last !== undefined && now - last >= 0 && now - last < guardMs) return false;
  for (const [p, at] of Object.entries(reloads)) if (now - at >= guardMs) delete reloads[p];
  reloads[path] = now;
  storage.setItem(key, JSON.stringify(reloads));
  return true;
}

/**
 * Before the app has started (a full page load), a route chunk that fails stops Remix's module
 * script, so no handler of the app runs: this one, in the page before it, watches for the failed
 * preload or script and reloads once under the same guard. Once the app runs, `installChunkRecovery` does.
 */
function watchFullLoad(may: typeof mayForceReload, key: string, guardMs: number): void {
  window.addEventListener(
    "error",
    (event) => {
      const el = event.target as (HTMLScriptElement & HTMLLinkElement) | null;
      // The app's modules only: a tracker's classic script that fails is no reason to reload.
      const chunk = (el?.tagName === "SCRIPT" && el.type === "module") || (el?.tagName === "LINK" && el.rel === "modulepreload");
      if (!chunk || (window as Window & { __paperjetChunkRecovery?: boolean }).__paperjetChunkRecovery) return;
      console.error("A part of the app failed to load (a new deployment?)", el.src || el.href || "the page's module script");
      let storage: Storage;
      try {
        storage = window.sessionStorage;
      } catch {
        return; // blocked storage: no way to remember, so no forced reload
      }
      if (may(window.location.pathname, Date.now(), storage, key, guardMs)) window.location.reload();
    },
    true,
  );
}

/** The text of the page's first inline script (root.tsx): `watchFullLoad` with the guard. */
export function fullLoadRecoveryScript(): string {
  return `(${watchFullLoad.toString()})(${mayForceReload.toString()},${JSON.stringify(STORAGE_KEY)},${CHUNK_RELOAD_GUARD_MS});`;
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
