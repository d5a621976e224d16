import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";
// @ts-expect-error -- plain ESM helper shared with the bootstrap scripts
import { startRedis } from "../../../../infra/scripts/redis-process.mjs";
import { ensureSharedWorker } from "../../support/shared-worker";
import { launchChromium } from "./browser";
import { sharedBrowser, sharedServer } from "./shared-stack";
import { startServer, type RunningServer } from "./start-server";

export interface StackOptions {
  /** The server's environment on top of the test defaults (startServer). */
  env?: Record<string, string>;
  /** Rows written before the server opens its database. */
  seed?: (db: Kysely<Database>) => Promise<void>;
  /**
   * Chromium: the run's shared one by default (shared-stack.ts), one of this file's own when switches
   * are given, none with `false` (tests that only call the API).
   */
  browser?: boolean | string[];
  /** The full Debian Chromium of this file's own, not the headless shell: for what only it does (third-party cookie blocking). */
  fullChromium?: boolean;
  /**
   * The run's shared server unless `env`, `seed` or `ownWorkers` is given (shared-stack.ts); `"own"`
   * for a test that redeploys or stops its server.
   */
  server?: "own";
  /**
   * Render workers of the stack's own, on a Redis of its own, for a test that inspects, configures or
   * kills them. Without it, documents render on the run's shared worker (web/tests/support/shared-worker.ts).
   */
  ownWorkers?: { count?: number; env?: Record<string, string> };
  /** How long the server may take to answer (slow starts under load). */
  readyTimeoutMs?: number;
}

export interface Stack {
  server: RunningServer;
  /** Present unless `browser: false`. */
  browser: Browser;
  /** The stack's own workers (`ownWorkers`); empty when it renders on the shared worker. */
  workers: SpawnedWorker[];
  stop(): Promise<void>;
}

/**
 * The product as `npm start` runs it — the built server, Redis, a render worker — and Chromium, for
 * browser, security and API tests. Server, Chromium and own workers start side by side; what the
 * file does not need of its own is the run's shared one.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const own = options.ownWorkers;
  const redis = own ? await startRedis({ label: "stack" }) : undefined;
  const env = { ...options.env, ...(redis ? { REDIS_URL: redis.url as string } : {}) };
  const ownServer = options.server === "own" || Boolean(options.env || options.seed || own);
  const started = await Promise.allSettled([
    ownServer ? startServer({ env, seed: options.seed, readyTimeoutMs: options.readyTimeoutMs }) : sharedServer(),
    options.browser === false
      ? undefined
      : Array.isArray(options.browser) || options.fullChromium
        ? launchChromium(Array.isArray(options.browser) ? options.browser : [], { full: options.fullChromium })
        : sharedBrowser(),
    own ? undefined : ensureSharedWorker(),
    Promise.all(
      Array.from({ length: own ? (own.count ?? 1) : 0 }, (_, i) =>
        spawnWorker({ redisUrl: redis!.url, id: `stack-${process.pid}-${i}`, env: own?.env, startTimeoutMs: 300_000 }),
      ),
    ),
  ]);
  const [server, browser, , workers] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined)) as [
    RunningServer | undefined,
    Browser | undefined,
    undefined,
    SpawnedWorker[] | undefined,
  ];
  const stop = async () => {
    await browser?.close();
    await Promise.all((workers ?? []).map((w) => w.stop("SIGKILL")));
    await server?.stop();
    await redis?.stop();
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { server: server!, browser: browser!, workers: workers!, stop };
}

/**
 * `startStack` for a test file or describe block: started before its tests, stopped after. Options
 * that depend on an earlier `beforeAll` (a stand-in's port, a prepared database) are given as a
 * function, called when the stack starts.
 */
export function useStack(options: StackOptions | (() => StackOptions) = {}): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    Object.assign(stack, await startStack(typeof options === "function" ? options() : options));
  }, 300_000);
  afterAll(async () => {
    await stack.stop?.();
  });
  return stack;
}
