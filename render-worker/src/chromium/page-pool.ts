import { closeChromium } from "@paperjet/print";
import type { Browser, Page } from "playwright-core";
import type { Logger } from "../log.ts";
import { openOfflinePage } from "./open-offline-page.ts";

/** How a leased page comes back: fine, broken (its tab), or with its whole browser stopped. */
export type ReleaseOutcome = "ok" | "broken" | "stopped";

export interface PagePoolOptions {
  size: number;
  /**
   * Browser processes the pages are spread over. One browser serialises part of
   * printing (its browser process composes every page's PDF), so on several
   * cores more browsers render more documents at once; each costs memory.
   */
  browsers?: number;
  /**
   * The browsers run single-process (their pages share one renderer thread): a broken page
   * (hung, crashed) means a broken browser, so it is relaunched rather than given a new tab.
   */
  singleProcess?: boolean;
  /** Start a fresh browser after this many renders (memory hygiene). */
  restartAfter: number;
  /**
   * Start a fresh browser once one is this old, busy or idle: a single-process Chromium stops
   * answering `Page.printToPDF` about 3 minutes after its launch (docs/decisions/005).
   */
  restartAfterMs?: number;
  /**
   * Every this many renders of a browser, the page just used runs `collectGarbage` before it is
   * handed out again: far cheaper than a new browser (≈ 0.1 s against ≈ 2.5 s of CPU) for the
   * memory a long-lived page piles up. A collection that fails or hangs counts as a broken page.
   */
  collectGarbageEvery?: number;
  collectGarbage?: (page: Page) => Promise<void>;
  launch: () => Promise<Browser>;
  /** Loads the engine bundle and fonts into a new page, once per page. */
  preparePage: (page: Page) => Promise<void>;
  log: Logger;
  onRestart?: (reason: RestartReason) => void;
  onChange?: (state: { size: number; busy: number }) => void;
}

const WARM_TIMEOUT_MS = 60_000;
const COLLECT_TIMEOUT_MS = 10_000;

export type RestartReason = "crash" | "recycle" | "age" | "broken";

/** One browser process and its warm pages; `slot` is its place in the pool. */
interface Generation {
  id: number;
  slot: number;
  browser: Browser;
  idle: Page[];
  busy: number;
  renders: number;
  dead: boolean;
  retired: boolean;
  /** When it took over its slot (`performance.now()`). */
  readyAt: number;
  ageTimer?: NodeJS.Timeout;
}

export interface Lease {
  page: Page;
  generation: Generation;
}

export class PoolClosedError extends Error {
  override name = "PoolClosedError";
}

/**
 * Warm Chromium pages spread over a few browsers (slots). Each browser is
 * supervised: when it disconnects (crash, kill) a new one is launched and
 * warmed in its slot; after `restartAfter` renders a replacement is warmed
 * first and the old one closes once its last render returns, so recycling
 * costs no render any time.
 */
export class PagePool {
  private slots: (Generation | undefined)[];
  private relaunching = new Map<number, Promise<void>>();
  private waiters: Array<{ resolve: (lease: Lease) => void; reject: (error: Error) => void; accepts?: (gen: Generation) => boolean }> = [];
  private generations = 0;
  private closed = false;

  private readonly pagesPerSlot: number[];

  constructor(private readonly options: PagePoolOptions) {
    const browsers = Math.max(1, Math.min(options.browsers ?? 1, options.size));
    this.slots = Array.from({ length: browsers }, () => undefined);
    this.pagesPerSlot = this.slots.map((_, i) => Math.floor(options.size / browsers) + (i < options.size % browsers ? 1 : 0));
  }

  /** Ready while at least one browser can render. */
  get ready(): boolean {
    return !this.closed && this.slots.some((gen) => gen && !gen.dead);
  }

  /** Launches and warms the first browser; a few retries absorb a transient failure (e.g. a bundle being rebuilt). */
  async start(attempts = 3): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const launched = await Promise.allSettled(
          this.slots.map((_, slot) =>
            this.slots[slot] ? Promise.resolve(this.slots[slot]!) : this.launchGeneration(slot, this.firstAge(slot)),
          ),
        );
        launched.forEach((r, slot) => {
          if (r.status === "fulfilled") {
            r.value.readyAt = performance.now();
            this.slots[slot] = r.value;
          }
        });
        const failed = launched.find((r): r is PromiseRejectedResult => r.status === "rejected");
        if (failed) throw failed.reason;
        this.report();
        return;
      } catch (error) {
        if (attempt >= attempts) throw error;
        this.options.log.warn("chromium start failed; retrying", { attempt, error: (error as Error).message.split("\n")[0] });
        await new Promise((r) => setTimeout(r, attempt * 1_000));
      }
    }
  }

  /** Waits for an idle page of the live browser; rejects after `timeoutMs`. */
  acquire(timeoutMs: number): Promise<Lease> {
    return this.waitForPage(timeoutMs);
  }

  /**
   * Waits for a page of a browser that became ready after `failed` failed, launching one for its
   * slot unless that is already under way: the retry of a render that crashed or stopped a browser.
   * Not the other slots' browsers, which were running when it failed: a document that crashes a
   * single-process browser crashes the next one too, and with it every render that browser had.
   */
  acquireFresh(timeoutMs: number, failed: Lease): Promise<Lease> {
    const since = performance.now();
    if (!this.closed) void this.relaunch(failed.generation.slot, "broken");
    return this.waitForPage(timeoutMs, (gen) => gen.readyAt > since);
  }

  private waitForPage(timeoutMs: number, accepts?: (gen: Generation) => boolean): Promise<Lease> {
    if (this.closed) return Promise.reject(new PoolClosedError("the page pool is closed"));
    const lease = this.take(accepts);
    if (lease) return Promise.resolve(lease);
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve: (l: Lease) => {
          clearTimeout(timer);
          resolve(l);
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          reject(e);
        },
        accepts,
      };
      const timer = setTimeout(
        () => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          reject(new Error(`no Chromium page became free within ${timeoutMs} ms`));
        },
        Math.max(0, timeoutMs),
      );
      this.waiters.push(waiter);
    });
  }

  /**
   * Returns a page after `documents` renders on it (a shared print renders several). A broken page
   * (hung, crashed tab) is closed and replaced by a fresh warm one; a page whose whole browser
   * stopped working (`stopped`: the stall watch saw no CPU in any of its processes) has its browser
   * relaunched, as has any broken page of a single-process browser.
   */
  release(lease: Lease, outcome: ReleaseOutcome, documents = 1): void {
    if (outcome === "ok" && this.collectionDue(lease.generation, documents)) {
      void this.collectThenSettle(lease, documents);
      return;
    }
    this.settle(lease, outcome, documents);
  }

  private settle(lease: Lease, outcome: ReleaseOutcome, documents: number): void {
    const gen = lease.generation;
    gen.busy -= 1;
    gen.renders += documents;
    const replace = outcome !== "ok" && !gen.dead && !gen.retired;
    if (replace && (outcome === "stopped" || this.options.singleProcess)) {
      gen.idle = [];
      if (this.slots[gen.slot] === gen) void this.relaunch(gen.slot, "broken");
    } else if (outcome !== "ok" || gen.dead || gen.retired || lease.page.isClosed()) {
      void this.discardPage(lease.page);
      if (replace) void this.replacePage(gen);
    } else {
      gen.idle.push(lease.page);
    }
    if (gen.retired && gen.busy === 0) void this.closeGeneration(gen);
    if (this.slots[gen.slot] === gen && !gen.dead && gen.renders >= this.options.restartAfter) {
      void this.relaunch(gen.slot, "recycle");
    }
    this.serveWaiters();
    this.report();
  }

  /** Whether these renders reach the next multiple of `collectGarbageEvery`. */
  private collectionDue(gen: Generation, documents: number): boolean {
    const every = this.options.collectGarbageEvery;
    return (
      !!every &&
      !!this.options.collectGarbage &&
      !gen.dead &&
      !gen.retired &&
      Math.floor((gen.renders + documents) / every) > Math.floor(gen.renders / every)
    );
  }

  /** The page stays leased (busy) while it collects, so nobody renders on it meanwhile. */
  private async collectThenSettle(lease: Lease, documents: number) {
    const collecting = withTimeout(
      this.options.collectGarbage!(lease.page),
      COLLECT_TIMEOUT_MS,
      `no garbage collection within ${COLLECT_TIMEOUT_MS} ms`,
    );
    const outcome = await collecting.then(
      () => "ok" as const,
      (error: Error) => {
        if (!lease.generation.dead)
          this.options.log.warn("garbage collection failed; replacing the page", {
            generation: lease.generation.id,
            error: error.message.split("\n")[0],
          });
        return "broken" as const;
      },
    );
    this.settle(lease, outcome, documents);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter.reject(new PoolClosedError("the page pool is closed"));
    const live = this.slots.filter((gen): gen is Generation => !!gen);
    this.slots = this.slots.map(() => undefined);
    await Promise.all(live.map((gen) => this.closeGeneration(gen)));
  }

  /** An idle page of the least busy live browser, so concurrent jobs land on different browsers. */
  private take(accepts?: (gen: Generation) => boolean): Lease | undefined {
    let gen: Generation | undefined;
    for (const candidate of this.slots) {
      if (!candidate || candidate.dead || candidate.idle.length === 0) continue;
      if (accepts && !accepts(candidate)) continue;
      if (!gen || candidate.busy < gen.busy) gen = candidate;
    }
    if (!gen) return undefined;
    const page = gen.idle.pop()!;
    gen.busy += 1;
    this.report();
    return { page, generation: gen };
  }

  /** In order of arrival; a waiter for a fresh browser does not hold up those behind it. */
  private serveWaiters() {
    for (const waiter of [...this.waiters]) {
      const lease = this.take(waiter.accepts);
      if (!lease) continue;
      this.waiters = this.waiters.filter((w) => w !== waiter);
      waiter.resolve(lease);
    }
  }

  /** The first browsers retire at staggered ages, so that the slots never relaunch all at once. */
  private firstAge(slot: number): number | undefined {
    const age = this.options.restartAfterMs;
    return age ? age * (1 - slot / (2 * this.slots.length)) : undefined;
  }

  private async launchGeneration(slot: number, ageMs = this.options.restartAfterMs): Promise<Generation> {
    const id = ++this.generations;
    const started = Date.now();
    const browser = await this.options.launch();
    const pages = this.pagesPerSlot[slot];
    const gen: Generation = { id, slot, browser, idle: [], busy: 0, renders: 0, dead: false, retired: false, readyAt: Infinity };
    browser.on("disconnected", () => this.onDisconnected(gen));
    try {
      gen.idle.push(...(await Promise.all(Array.from({ length: pages }, () => this.warmPage(browser)))));
    } catch (error) {
      gen.dead = true;
      await browser.close().catch(() => undefined);
      throw error;
    }
    this.options.log.info("chromium ready", { generation: id, slot, pages, ms: Date.now() - started });
    if (ageMs) {
      // Counted from the launch: the replacement is warmed before it takes over, so no render waits.
      gen.ageTimer = setTimeout(
        () => {
          if (this.slots[slot] === gen && !gen.dead && !this.closed) void this.relaunch(slot, "age");
        },
        Math.max(0, ageMs - (Date.now() - started)),
      );
      gen.ageTimer.unref();
    }
    return gen;
  }

  /** A hung browser never answers; a page that is not warm within the limit counts as a failure. */
  private warmPage(browser: Browser): Promise<Page> {
    const warming = (async () => {
      const page = await openOfflinePage({ browser });
      await this.options.preparePage(page);
      return page;
    })();
    return withTimeout(warming, WARM_TIMEOUT_MS, `a Chromium page was not ready within ${WARM_TIMEOUT_MS} ms`);
  }

  private onDisconnected(gen: Generation) {
    if (gen.dead) return;
    gen.dead = true;
    gen.idle = [];
    if (this.slots[gen.slot] !== gen || this.closed) return;
    this.options.log.warn("chromium disconnected; relaunching", { generation: gen.id, slot: gen.slot });
    void this.relaunch(gen.slot, "crash");
  }

  /** Launches and warms a new browser for a slot, swaps it in, retires the old one. Retries until it works. */
  private relaunch(slot: number, reason: RestartReason): Promise<void> {
    const running = this.relaunching.get(slot);
    if (running) return running;
    const relaunching = (async () => {
      this.options.onRestart?.(reason);
      for (let attempt = 1; !this.closed; attempt++) {
        try {
          const next = await this.launchGeneration(slot);
          if (this.closed) {
            await this.closeGeneration(next);
            return;
          }
          const previous = this.slots[slot];
          next.readyAt = performance.now();
          this.slots[slot] = next;
          if (previous) {
            previous.retired = true;
            if (previous.busy === 0 || previous.dead) void this.closeGeneration(previous);
          }
          this.serveWaiters();
          this.report();
          return;
        } catch (error) {
          if (this.closed) return;
          this.options.log.error("chromium launch failed", { attempt, error: (error as Error).message.split("\n")[0] });
          await new Promise((r) => setTimeout(r, Math.min(attempt * 500, 5_000)));
        }
      }
    })().finally(() => {
      this.relaunching.delete(slot);
    });
    this.relaunching.set(slot, relaunching);
    return relaunching;
  }

  private async replacePage(gen: Generation) {
    try {
      const page = await this.warmPage(gen.browser);
      if (gen.dead || gen.retired) {
        await this.discardPage(page);
        return;
      }
      gen.idle.push(page);
      this.serveWaiters();
      this.report();
    } catch (error) {
      // A browser that cannot open a tab any more is as good as crashed.
      this.options.log.warn("could not replace a broken page; relaunching chromium", { error: (error as Error).message });
      if (this.slots[gen.slot] === gen) void this.relaunch(gen.slot, "broken");
    }
  }

  private async discardPage(page: Page) {
    // A hung renderer may never answer close(); do not wait on it for long.
    await Promise.race([page.close({ runBeforeUnload: false }).catch(() => undefined), new Promise((r) => setTimeout(r, 2_000))]);
  }

  private async closeGeneration(gen: Generation) {
    gen.dead = true;
    gen.idle = [];
    clearTimeout(gen.ageTimer);
    await closeChromium(gen.browser);
  }

  private report() {
    const live = this.slots.filter((gen): gen is Generation => !!gen && !gen.dead);
    this.options.onChange?.({ size: live.reduce((n, g) => n + g.idle.length + g.busy, 0), busy: live.reduce((n, g) => n + g.busy, 0) });
  }
}

/** `work`, or a rejection with `message` after `ms`; a late failure of `work` is swallowed. */
async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}
