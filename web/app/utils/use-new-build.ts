import { useEffect, useState } from "react";
import { buildInfoSchema } from "@paperjet/contracts";
import { apiJson } from "./api-client";
import { BUILD_ID } from "./build-id";
import { DATA_LOAD_TIMEOUT_MS } from "./load-timeout";

/** How often an open tab asks whether a newer build is live (also whenever the tab gets focus). */
export const BUILD_CHECK_INTERVAL_MS = 60_000;

/**
 * docs/product.md §7: whether the server now runs another build than the one this tab was loaded
 * from. A check that fails or times out changes nothing; the next one tries again.
 */
export function useNewBuild(): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    if (newer) return;
    let live = true;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const data = buildInfoSchema.parse(
          await apiJson("/api/build", { retry: false, signal: AbortSignal.timeout(DATA_LOAD_TIMEOUT_MS) }),
        );
        if (live && data.buildId !== BUILD_ID) setNewer(true);
      } catch {
        // Offline, mid-deployment or slow: ask again at the next interval or focus.
      }
    };
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    window.addEventListener("focus", check);
    document.addEventListener("visibilitychange", check);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener("focus", check);
      document.removeEventListener("visibilitychange", check);
    };
  }, [newer]);
  return newer;
}
