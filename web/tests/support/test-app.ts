import { afterAll, beforeAll } from "vitest";
import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
import { useDatabaseForTests } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

// The app reads its configuration once; tests set what it needs before the first read.
process.env.SESSION_SECRET ??= "test-session-secret-that-is-long-enough-0123456789";
process.env.NODE_ENV = "test";

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
