import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sharedLog, sharedProcess, waitForLog } from "./shared-process";

const workerRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../render-worker");

/**
 * One render worker for the whole test run, on the run's Redis: starting a worker and warming its
 * Chromium costs ten seconds, and most test files only need documents rendered. The first test file
 * that asks starts it (shared-process.ts); the others wait until it listens. A test that reads its
 * workers' output, changes their settings or kills them starts its own on a private Redis instead,
 * where this one cannot take its jobs.
 */
export function ensureSharedWorker(): Promise<void> {
  return sharedProcess("worker", async () => {
    const log = sharedLog("worker");
    const out = openSync(log, "a");
    const child = spawn(process.execPath, ["dist/main.mjs"], {
      cwd: workerRoot,
      env: { ...process.env, WORKER_HTTP_PORT: "0", WORKER_ID: `test-run-shared`, RENDER_CONCURRENCY: "2", LOG_LEVEL: "info" },
      stdio: ["ignore", out, out],
      detached: true,
    });
    child.unref();
    closeSync(out);
    await waitForLog(log, /render-worker listening on port \d+/, child.pid!, "render worker");
    return { pid: child.pid!, value: undefined };
  });
}
