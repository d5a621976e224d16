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
 * A fresh migrated database (PGlite, or PostgreSQL with DATABASE_URL) for one test file. The login
 * throttle in the run's shared Redis is left alone: files run side by side, and clearing it under
 * another file's throttle test made that test's sixth wrong login a 401. Each RouteClient has an
 * address of its own and each test an e-mail of its own, so no file's counts reach another's.
 */
export function useTestApp() {
  const state = {} as { handle: DatabaseHandle };
  beforeAll(async () => {
    state.handle = await createTestDatabase();
    useDatabaseForTests(state.handle);
    // Connected before the first test, as a running server's client is (it queues no commands while offline).
    const redis = getRedis();
    if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
  });
  afterAll(async () => {
    await state.handle?.close();
  });
  return state;
}

// The route tests' files take it from here with the environment above.
export { uniqueEmail } from "./unique-email";
