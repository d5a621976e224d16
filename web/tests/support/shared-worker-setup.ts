import { spawnWorker } from "@paperjet/test-kit/spawn-worker";

/**
 * One render worker for the whole test run, on the run's Redis (global setup of the projects that
 * render: web, e2e, integrations). Starting a worker and warming its Chromium costs ten seconds;
 * test files that only need documents rendered share this one. A test that inspects its workers'
 * output, changes their settings or kills them starts its own on a private Redis
 * (`startGenerationHarness({ privateRedis: true, workers })`, `startStack({ privateRedis: true })`),
 * where this worker cannot take its jobs.
 */
export default async function setup() {
  // Every project that lists this setup runs it; one worker serves them all.
  if (process.env.PAPERJET_TEST_SHARED_WORKER) return;
  const worker = await spawnWorker({
    redisUrl: process.env.REDIS_URL!,
    id: `test-run-${process.pid}`,
    env: { RENDER_CONCURRENCY: "2" },
    startTimeoutMs: 300_000,
  });
  process.env.PAPERJET_TEST_SHARED_WORKER = worker.id;
  return async () => {
    await worker.stop("SIGKILL");
    delete process.env.PAPERJET_TEST_SHARED_WORKER;
  };
}
