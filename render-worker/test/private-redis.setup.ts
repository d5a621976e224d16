import { afterAll } from "vitest";
// @ts-expect-error -- plain ESM helper shared with the bootstrap scripts
import { startRedis } from "../../infra/scripts/redis-process.mjs";

// The worker's tests start workers and read what they did: each test file gets a Redis of its own,
// where the run's shared render worker (and other files' workers) cannot take its jobs.
const redis = await startRedis({ label: "worker-test" });
process.env.REDIS_URL = redis.url;
afterAll(async () => {
  await redis.stop();
});
