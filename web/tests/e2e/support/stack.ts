import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { spawnWorker, type SpawnedWorker } from "../../../../render-worker/test/spawn-worker.ts";
import { launchChromium } from "./browser";
import { startServer, type RunningServer } from "./start-server";

/** The built app, one render worker and Chromium for a describe block, started before it and stopped after. */
export function useRenderingStack(label: string): { server: RunningServer; browser: Browser; worker: SpawnedWorker } {
  const stack = {} as { server: RunningServer; browser: Browser; worker: SpawnedWorker };
  beforeAll(async () => {
    stack.server = await startServer();
    stack.worker = await spawnWorker({ redisUrl: process.env.REDIS_URL!, id: `${label}-${process.pid}` });
    stack.browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await stack.browser?.close();
    await stack.worker?.stop("SIGKILL");
    await stack.server?.stop();
  });
  return stack;
}
