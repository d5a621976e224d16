import { afterAll, beforeAll } from "vitest";
import { createTestDatabase } from "@paperjet/db/testing";
import { createApiKey } from "~/features/api/create-api-key.server";
import { ensureSharedWorker } from "./shared-worker";
import { createTestAccount } from "./test-accounts";
import { useDatabaseForTests } from "~/utils/db.server";
import { closeProcessClients } from "~/utils/on-shutdown.server";
import { spawnWorker } from "@paperjet/test-kit/spawn-worker";
// @ts-expect-error -- plain ESM helper shared with the bootstrap scripts
import { startRedis } from "../../../infra/scripts/redis-process.mjs";

/**
 * The real parts of the generation path for web tests: a migrated test
 * database, the test run's Redis, real worker processes with Chromium, and
 * the route modules called with real Requests.
 *
 * Documents render on the run's shared worker (web/tests/support/shared-worker.ts). A test
 * that inspects, configures or kills its workers asks for a private Redis, with one worker of its
 * own there (or `workers`), so that the shared worker cannot take their jobs.
 */
export async function startGenerationHarness(
  options: { workers?: number; workerEnv?: Record<string, string>; privateRedis?: boolean } = {},
) {
  process.env.SESSION_SECRET ??= "test-session-secret-test-session-secret";
  const own = options.workers ?? (options.privateRedis ? 1 : 0);
  if ((own > 0 || options.workerEnv) && !options.privateRedis)
    throw new Error("Workers of a test's own need { privateRedis: true }: the run's shared worker would take their jobs");
  // Tests that count workers or queue depth need a Redis no other test file's workers beat into.
  const redis = options.privateRedis ? await startRedis({ label: "harness" }) : undefined;
  if (redis) process.env.REDIS_URL = redis.url;
  const [database, , workers] = await Promise.all([
    createTestDatabase(),
    redis ? undefined : ensureSharedWorker(),
    Promise.all(
      Array.from({ length: own }, (_, i) =>
        spawnWorker({
          redisUrl: process.env.REDIS_URL!,
          id: `web-test-${process.pid}-${i}`,
          env: { RENDER_CONCURRENCY: "2", ...options.workerEnv },
        }),
      ),
    ),
  ]);
  useDatabaseForTests(database);
  return {
    db: database.db,
    workers,
    /** The private Redis (`privateRedis`), for a test that stops and restarts it. */
    redis,
    /** A user with a personal workspace on `plan` and an API key of that workspace. */
    async createUser(plan: "free" | "basic" | "enterprise" = "free") {
      const account = await createTestAccount(database.db, { plan });
      const { apiKey, key } = await createApiKey({
        db: database.db,
        workspaceId: account.workspaceId,
        userId: account.userId,
        name: "test",
      });
      return { ...account, apiKey, keyId: key.id };
    },
    async createTemplate(
      owner: { workspaceId: string; userId: number },
      document: Record<string, unknown>,
      name = String(document.name ?? "Template"),
    ) {
      const row = await database.db
        .insertInto("templates")
        .values({ workspace_id: owner.workspaceId, created_by: owner.userId, name, document: JSON.stringify(document) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop("SIGKILL")));
      // The app's clients close while their Redis still answers, as a server's shutdown does: closed
      // after it, they would go on reconnecting into the next test file that shares the thread.
      await closeProcessClients();
      await database.close();
      await redis?.stop();
    },
  };
}

/** The harness for a test file: started before its tests, stopped after; `harness.current` once started. */
export function useGenerationHarness(options: Parameters<typeof startGenerationHarness>[0] = {}): {
  current: Awaited<ReturnType<typeof startGenerationHarness>>;
} {
  const harness = {} as { current: Awaited<ReturnType<typeof startGenerationHarness>> };
  beforeAll(async () => {
    harness.current = await startGenerationHarness(options);
    // Starting Chromium took over 40 s on the shared 2-core machine under load.
  }, 300_000);
  afterAll(async () => {
    await harness.current?.stop();
  });
  return harness;
}

export function generateRequest(templateId: string, options: { apiKey?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost/api/v1/generate/single/${templateId}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
  });
}
