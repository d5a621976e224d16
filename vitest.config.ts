import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import LongestFirstSequencer from "./infra/scripts/longest-first-sequencer";
import { useRunTempDir } from "./infra/scripts/run-temp-dir";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

useRunTempDir();

// The projects that render documents share one render worker per run (web/tests/support/shared-worker-setup.ts).
const sharedWorker = { globalSetup: [here("infra/scripts/vitest-global-setup.ts"), here("web/tests/support/shared-worker-setup.ts")] };

// Projects whose files share a worker thread, each file starting from a clean environment and fresh
// modules (the setup files say why and how): web 923 -> 683 CPU-s, e2e 1,177 -> 1,122. The worker,
// infra and integrations files run for tens of seconds each with stacks of their own, where a process
// per file costs little; they keep one. The shared-thread projects run first, then the others, so
// that three test files run at a time throughout.
const sharedThread = (setupFiles: string[] = []) => ({
  pool: "threads",
  setupFiles: [here("infra/scripts/vitest-shared-thread.setup.ts"), ...setupFiles],
  sequence: { groupOrder: 0 },
});
const ownProcess = { sequence: { groupOrder: 1 } };

const pkg = (name: string, root: string, extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: {
    name,
    root: here(root),
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "app/**/*.test.ts", "tests/**/*.test.ts"],
    exclude: ["**/node_modules/**", "tests/e2e/**"],
    ...extra,
  },
});

export default defineConfig({
  resolve: { alias: { "~": here("web/app") } },
  test: {
    // Integration tests start Chromium and Redis-backed workers; 2 cores are shared.
    testTimeout: 30_000,
    // Three test files at a time, and three threads kept for the whole run. Most of a browser or stack
    // test file's time is spent waiting for a server, Chromium or a worker: with two files side by
    // side the 2 cores were busy 1.66 of the time (vitest alone, this machine: 793 s, 1,330 CPU-s);
    // with three, 1.86 (671 s, 1,261 CPU-s), and with four no faster (669 s, 1,307 CPU-s). Every file
    // has its own accounts, queue prefix and (when it needs one) database and server, so files do not
    // see each other. `minWorkers`: with fewer threads kept than allowed, tinypool stopped an idle
    // thread that had just been given a file ("Terminating worker thread"; the file never ran).
    maxWorkers: 3,
    minWorkers: 3,
    // Longest files first, also in a fresh clone (infra/scripts/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    hookTimeout: 60_000,
    // expect.poll waits for what a server and a browser do after a click; vitest's 1 s default is
    // shorter than a busy 2-core machine needs for a navigation and its loaders.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [here("infra/scripts/vitest-global-setup.ts")],
    // V8's optimising WebAssembly compiler spends 2.5 CPU-s per process on PGlite's 9 MB PostgreSQL
    // module, which its baseline compiler alone runs as fast for a test file's queries (CONTRIBUTING).
    // Files sharing a thread do without it: there it made no measurable difference (82 vs 83 CPU-s).
    poolOptions: { forks: { execArgv: ["--liftoff-only"] }, threads: { isolate: false } },
    // Production's scrypt cost spends a quarter of a second on every sign-up and login (the servers
    // the browser tests start inherit it); password strength is not what these tests check.
    env: { PASSWORD_HASH_COST: "10" },
    projects: [
      // Every package in one project: vitest runs a pool's projects one after another and waits for a
      // project's last file before the next starts, so nine projects of a few files each left one of the
      // two threads idle at each of eight joins. One package: `vitest run --project packages packages/db`.
      pkg("packages", "packages", { ...sharedThread(), include: ["*/src/**/*.test.ts", "*/test/**/*.test.ts"] }),
      // Its tests start workers inside a test, on a Redis of their own per file.
      pkg("worker", "render-worker", {
        ...ownProcess,
        setupFiles: [here("render-worker/test/private-redis.setup.ts")],
        testTimeout: 120_000,
      }),
      pkg("infra", "infra", ownProcess),
      pkg("web", "web", { ...sharedWorker, ...sharedThread([here("web/tests/support/shared-thread.setup.ts")]) }),
      // The Zapier app and the n8n node against the built, running product (web/tests/support/api-stack.ts).
      pkg("integrations", "integrations", {
        ...sharedWorker,
        ...ownProcess,
        retry: 1,
        include: ["*/test/**/*.test.ts"],
        testTimeout: 120_000,
      }),
      // Browser tests drive Debian Chromium against a built, running server.
      pkg("e2e", "web", {
        ...sharedWorker,
        ...sharedThread([here("web/tests/support/shared-thread.setup.ts")]),
        include: ["tests/e2e/**/*.test.ts"],
        exclude: ["**/node_modules/**"],
        // A browser test waits on a server, a worker and Chromium sharing 2 cores: one retry keeps a
        // timing race from failing a run, and the retried-tests reporter names it so it gets fixed.
        retry: 1,
        testTimeout: 90_000,
      }),
    ],
  },
});
