import { startRedis } from "./redis-process.mjs";

/**
 * Tests talk to a real Redis. When REDIS_URL is not given, start a private
 * redis-server on a free loopback port for this run; test workers inherit the
 * variable because they are started after this setup.
 */
export default async function setup() {
  // Every project runs this setup; say it once.
  if (!process.env.PAPERJET_TEST_DATABASE_ANNOUNCED) {
    const database = process.env.DATABASE_URL
      ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
      : "a fresh in-memory PGlite per test file";
    console.log(`[test] database tests use ${database}`);
    process.env.PAPERJET_TEST_DATABASE_ANNOUNCED = "1";
  }
  if (process.env.REDIS_URL) return;
  const redis = await startRedis({ label: "test" });
  process.env.REDIS_URL = redis.url;
  return async () => {
    await redis.stop();
  };
}
