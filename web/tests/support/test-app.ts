import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
import { useDatabaseForTests } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

// The app reads its configuration once; tests set what it needs before the first read.
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.NODE_ENV = "test";
// Mail without SMTP_URL (and anything else kept in the data folder) goes to a scratch folder, not the repository's .data/.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "paperjet-test-data-"));
// Every route test signs up from the same (unknown) client address; the limit's own test sets its values.
process.env.REGISTRATION_LIMIT_PER_ADDRESS ??= "1000000";
process.env.REGISTRATION_LIMIT_TOTAL ??= "1000000";

/**
 * A fresh migrated database (PGlite, or PostgreSQL with DATABASE_URL) for one
 * test file, plus a clean login throttle in the shared test Redis.
 */
export function useTestApp() {
  const state = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    state.handle = await createTestDatabase();
    useDatabaseForTests(state.handle);
    const redis = getRedis();
    if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
    const keys = [...(await redis.keys("login-fail:*")), ...(await redis.keys("password-reset:*"))];
    if (keys.length) await redis.del(...keys);
  });
  afterAll(async () => {
    await state.handle?.close();
  });
  return state;
}

let counter = 0;
/** A unique e-mail per call, so test files never collide in the shared Redis throttle. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.com`;
}
