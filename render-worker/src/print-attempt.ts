import type { RenderJobPayload } from "@paperjet/contracts";
import type { Page } from "playwright-core";
import type { Lease, ReleaseOutcome } from "./chromium/page-pool.ts";
import type { StallWatch } from "./chromium/stall-watch.ts";

/** What the engine's Chromium helper produces for one document. */
export interface PrintOutput {
  files: Uint8Array[];
  pages: number;
  warnings: string[];
}
export type PrintFn = (page: Page, payload: RenderJobPayload) => Promise<PrintOutput>;

export type AttemptOutcome<T> =
  | { ok: true; output: T }
  /** `hung`: still working at the render's time limit; `stalled`: the browser stopped working; `chromium`: it failed. */
  | { ok: false; error: unknown; chromiumFault: boolean; fault: "hung" | "stalled" | "chromium" };

/** How a page comes back after Chromium failed on it: a stall is the whole browser's (none of its processes works), the rest its tab's. */
export function brokenBy(fault: Extract<AttemptOutcome<unknown>, { ok: false }>["fault"]): ReleaseOutcome {
  return fault === "stalled" ? "stopped" : "broken";
}

/**
 * Runs one print on a leased page within `budget` ms, watched for a browser that stops working,
 * and tells a fault of Chromium (retry on a fresh page) from a fault of the document.
 */
export async function attemptPrint<T>(
  lease: Lease,
  work: () => Promise<T>,
  watchBrowser: (lease: Lease) => StallWatch,
  budget: number,
): Promise<AttemptOutcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), budget);
  });
  const watch = watchBrowser(lease);
  try {
    const result = await Promise.race([work(), timeout, watch.stalled]);
    if (result === "timeout") return { ok: false, error: new Error(`no result within ${budget} ms`), chromiumFault: true, fault: "hung" };
    if (result === "stalled")
      return { ok: false, error: new Error("Chromium stopped working on the render"), chromiumFault: true, fault: "stalled" };
    return { ok: true, output: result };
  } catch (error) {
    const browserGone = lease.page.isClosed() || !lease.generation.browser.isConnected() || lease.generation.dead;
    return { ok: false, error, chromiumFault: browserGone || isChromiumFailure(error), fault: "chromium" };
  } finally {
    clearTimeout(timer);
    watch.stop();
  }
}

/** Errors that come from the browser rather than from the document or data. */
function isChromiumFailure(error: unknown): boolean {
  const message = String((error as Error)?.message ?? error);
  return /Target (page, context or browser )?(has been )?closed|crash|Browser has been closed|Protocol error|Connection closed|browser has disconnected/i.test(
    message,
  );
}

export function cleanMessage(error: unknown): string {
  const message = String((error as Error)?.message ?? error);
  // Playwright prefixes the API call and appends a call log; the first line is what matters.
  return message
    .split("\n")[0]
    .replace(/^page\.\w+: /, "")
    .replace(/^Error: /, "")
    .slice(0, 500);
}
