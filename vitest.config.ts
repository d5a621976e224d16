import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
    hookTimeout: 60_000,
    globalSetup: [here("infra/scripts/vitest-global-setup.ts")],
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
      pkg("worker", "render-worker"),
      pkg("infra", "infra"),
      pkg("web", "web"),
      // Browser tests drive Debian Chromium against a built, running server.
      // The Zapier app and the n8n node against the built, running product (web/tests/support/api-stack.ts).
      pkg("integrations", "integrations", { include: ["*/test/**/*.test.ts"], fileParallelism: false, testTimeout: 120_000 }),
      pkg("e2e", "web", {
        include: ["tests/e2e/**/*.test.ts"],
        exclude: ["**/node_modules/**"],
        fileParallelism: false,
        testTimeout: 90_000,
      }),
    ],
  },
});
