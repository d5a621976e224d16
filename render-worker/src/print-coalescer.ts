import type { RenderJobPayload } from "@paperjet/contracts";
import type { Page } from "playwright-core";
import type { Lease, PagePool } from "./chromium/page-pool.ts";
import type { StallWatch } from "./chromium/stall-watch.ts";
import type { Logger } from "./log.ts";
import { attemptPrint, brokenBy, cleanMessage, type PrintOutput } from "./print-attempt.ts";

/** One document of a coalesced print, as the print helper reports it. */
export type CoalescedOutput = { outcome: "printed"; output: PrintOutput } | { outcome: "failed" } | { outcome: "deferred" };
export type PrintManyFn = (page: Page, payloads: RenderJobPayload[]) => Promise<CoalescedOutput[]>;

/** What a job gets from the coalescer. */
export type Turn =
  /** Nobody else was waiting: the page is the job's own, to print alone exactly as without coalescing. */
  | { kind: "lease"; lease: Lease }
  /** Printed together with others; the output is the job's own standalone PDF. */
  | { kind: "printed"; output: PrintOutput }
  /** Its layout failed, or the shared print did: print it alone (its own error, its own retry). */
  | { kind: "alone" }
  | { kind: "deadline"; message: string };

interface Waiting {
  payload: RenderJobPayload;
  /** Jobs share a print only with jobs of the same key (their template). */
  key: string;
  resolve: (turn: Turn) => void;
}

export interface PrintCoalescerOptions {
  pool: PagePool;
  printMany: PrintManyFn;
  watchBrowser: (lease: Lease) => StallWatch;
  maxRenderMs: number;
  /** Documents in one print at most. */
  maxDocuments: number;
  log: Logger;
  /** After each shared print: documents it printed, and those sent to print alone. */
  onShared?: (counts: { printed: number; alone: number }) => void;
}

/**
 * Hands free pages to waiting PDF jobs; when a page comes free and several jobs of one template
 * are waiting for one (prefetched jobs, a batch's items), they are printed together in one print
 * job and each gets its own PDF. A job never waits for company: when a page is free it takes it at once, alone, on
 * the same path as without coalescing, so a lone call's latency does not change.
 */
export class PrintCoalescer {
  private waiting: Waiting[] = [];
  private acquiring = false;

  constructor(private readonly options: PrintCoalescerOptions) {}

  turn(payload: RenderJobPayload, key: string): Promise<Turn> {
    return new Promise((resolve) => {
      this.waiting.push({ payload, key, resolve });
      this.pump();
    });
  }

  /** One page request at a time for all waiting jobs; each free page takes everyone waiting then. */
  private pump() {
    if (this.acquiring || this.waiting.length === 0) return;
    this.acquiring = true;
    const soonest = Math.min(...this.waiting.map((w) => w.payload.deadlineAt));
    this.options.pool.acquire(soonest - Date.now()).then(
      (lease) => {
        this.acquiring = false;
        const group = this.nextGroup();
        if (group.length === 1) group[0].resolve({ kind: "lease", lease });
        else void this.printTogether(lease, group);
        this.pump();
      },
      (error: Error) => {
        this.acquiring = false;
        // The pool closed (all fail) or the soonest deadline passed (those past it fail).
        const now = Date.now();
        const gone = this.waiting.filter((w) => error.name === "PoolClosedError" || w.payload.deadlineAt <= now);
        this.waiting = this.waiting.filter((w) => !gone.includes(w));
        for (const w of gone) w.resolve({ kind: "deadline", message: error.message });
        this.pump();
      },
    );
  }

  /** The longest-waiting job and, up to the bound, the jobs of its template waiting behind it. */
  private nextGroup(): Waiting[] {
    const { key } = this.waiting[0];
    const group = this.waiting.filter((w) => w.key === key).slice(0, this.options.maxDocuments);
    this.waiting = this.waiting.filter((w) => !group.includes(w));
    return group;
  }

  private async printTogether(lease: Lease, all: Waiting[]) {
    // A job whose caller has gone fails on its own path (deadline); it must not cut the others' time.
    const now = Date.now();
    const group = all.filter((w) => w.payload.deadlineAt > now);
    for (const w of all) if (!group.includes(w)) w.resolve({ kind: "alone" });
    if (group.length === 0) return this.options.pool.release(lease, "ok");
    const budget = Math.min(this.options.maxRenderMs, Math.max(...group.map((w) => w.payload.deadlineAt - now)));
    const outcome = await attemptPrint(
      lease,
      () =>
        this.options.printMany(
          lease.page,
          group.map((w) => w.payload),
        ),
      this.options.watchBrowser,
      budget,
    );
    if (!outcome.ok) {
      // Which document broke it is unknown: each is tried alone, and only the culprit fails.
      this.options.pool.release(lease, outcome.chromiumFault ? brokenBy(outcome.fault) : "ok");
      this.options.log.warn("a shared print failed; printing its jobs alone", {
        documents: group.length,
        fault: outcome.chromiumFault ? outcome.fault : "document",
        error: cleanMessage(outcome.error),
      });
      for (const w of group) w.resolve({ kind: "alone" });
      this.options.onShared?.({ printed: 0, alone: group.length });
      return;
    }
    const deferred: Waiting[] = [];
    const counts = { printed: 0, alone: 0 };
    outcome.output.forEach((out, i) => {
      if (out.outcome === "printed") group[i].resolve({ kind: "printed", output: out.output });
      else if (out.outcome === "failed") group[i].resolve({ kind: "alone" });
      else deferred.push(group[i]);
      if (out.outcome !== "deferred") counts[out.outcome === "printed" ? "printed" : "alone"] += 1;
    });
    this.options.pool.release(lease, "ok", Math.max(1, counts.printed));
    this.options.onShared?.(counts);
    // Past the print's page bound: first in line for the next free page.
    this.waiting.unshift(...deferred);
    this.pump();
  }
}
