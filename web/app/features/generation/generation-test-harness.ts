import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
import { createApiKey } from "~/features/api-keys/create-api-key.server";
import { useDatabaseForTests } from "~/utils/db.server";
import { spawnWorker, type SpawnedWorker } from "../../../../render-worker/test/spawn-worker.ts";

/**
 * The real parts of the generation path for web tests: a migrated test
 * database, the test run's Redis, real worker processes with Chromium, and
 * the route modules called with real Requests.
 */
export async function startGenerationHarness(options: { workers?: number; workerEnv?: Record<string, string> } = {}) {
  process.env.SESSION_SECRET ??= "test-session-secret-test-session-secret";
  const database: DatabaseHandle = await createTestDatabase();
  useDatabaseForTests(database);
  const workers: SpawnedWorker[] = [];
  for (let i = 0; i < (options.workers ?? 1); i++) {
    workers.push(await spawnWorker({ redisUrl: process.env.REDIS_URL!, id: `web-test-${process.pid}-${i}`, env: { RENDER_CONCURRENCY: "2", ...options.workerEnv } }));
  }
  let users = 0;
  return {
    db: database.db,
    workers,
    async createUser(plan: "free" | "basic" | "enterprise" = "free") {
      users += 1;
      const user = await database.db
        .insertInto("users")
        .values({ email: `user${users}-${process.pid}-${Date.now()}@example.com`, name: `User ${users}`, plan })
        .returning("id")
        .executeTakeFirstOrThrow();
      const { apiKey, key } = await createApiKey({ db: database.db, userId: user.id, name: "test" });
      return { userId: user.id, apiKey, keyId: key.id };
    },
    async createTemplate(userId: number, document: Record<string, unknown>, name = String(document.name ?? "Template")) {
      const row = await database.db
        .insertInto("templates")
        .values({ user_id: userId, name, document: JSON.stringify(document) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.stop("SIGKILL")));
      await database.close();
    },
  };
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
