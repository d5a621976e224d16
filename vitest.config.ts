import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The projects that render documents share one render worker per run (web/tests/support/shared-worker-setup.ts).
const sharedWorker = { globalSetup: [here("infra/scripts/vitest-global-setup.ts"), here("web/tests/support/shared-worker-setup.ts")] };

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
    // Two test files at a time: most of a file's time is spent waiting for a server, Chromium or a
    // worker, and vitest would run one at a time on 2 cores. Every file has its own database, server,
    // queue prefix and accounts, so files do not see each other.
    maxWorkers: 2,
    hookTimeout: 60_000,
    // expect.poll waits for what a server and a browser do after a click; vitest's 1 s default is
    // shorter than a busy 2-core machine needs for a navigation and its loaders.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [here("infra/scripts/vitest-global-setup.ts")],
    // Every test file runs in a fresh process, and most open a PGlite database: V8's optimising
    // WebAssembly compiler spends 2.5 CPU-s per process on PostgreSQL's 9 MB module, which its
    // baseline compiler alone runs as fast for a test file's queries (CONTRIBUTING).
    poolOptions: { forks: { execArgv: ["--liftoff-only"] } },
    // Production's scrypt cost spends a quarter of a second on every sign-up and login (the servers
    // the browser tests start inherit it); password strength is not what these tests check.
    env: { PASSWORD_HASH_COST: "10" },
    projects: [
      pkg("template", "packages/template"),
      pkg("fonts", "packages/fonts"),
      pkg("engine", "packages/engine"),
      pkg("print", "packages/print"),
      pkg("einvoice", "packages/einvoice"),
      pkg("contracts", "packages/contracts"),
      pkg("designer-sdk", "packages/designer-sdk"),
      pkg("client", "packages/client"),
      pkg("db", "packages/db"),
      // Its tests start workers inside a test, on a Redis of their own per file.
      pkg("worker", "render-worker", { setupFiles: [here("render-worker/test/private-redis.setup.ts")], testTimeout: 120_000 }),
      pkg("infra", "infra"),
      pkg("web", "web", sharedWorker),
      // Browser tests drive Debian Chromium against a built, running server.
      // The Zapier app and the n8n node against the built, running product (web/tests/support/api-stack.ts).
      pkg("integrations", "integrations", {
        ...sharedWorker,
        retry: 1,
        include: ["*/test/**/*.test.ts"],
        testTimeout: 120_000,
      }),
      pkg("e2e", "web", {
        ...sharedWorker,
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
