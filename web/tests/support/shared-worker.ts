import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const workerRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../render-worker");
const START_TIMEOUT_MS = 300_000;

/**
 * One render worker for the whole test run, on the run's Redis: starting a worker and warming its
 * Chromium costs ten seconds, and most test files only need documents rendered. The first test file
 * that asks starts it (detached, so it outlives that file; shared-worker-setup.ts stops it when the
 * run ends); the others wait until it listens. A test that reads its workers' output, changes their
 * settings or kills them starts its own on a private Redis instead, where this one cannot take its jobs.
 */
export async function ensureSharedWorker(): Promise<void> {
  const dir = process.env.PAPERJET_TEST_RUN_DIR;
  if (!dir) throw new Error("PAPERJET_TEST_RUN_DIR is not set: list web/tests/support/shared-worker-setup.ts in the project's globalSetup");
  const log = path.join(dir, "worker.log");
  let claim: number | undefined;
  try {
    // Exclusive create: exactly one test file of the run starts the worker.
    claim = openSync(path.join(dir, "worker.claim"), "wx");
  } catch {
    // Another file has started it.
  }
  if (claim !== undefined) {
    closeSync(claim);
    const out = openSync(log, "a");
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: workerRoot,
      env: { ...process.env, WORKER_HTTP_PORT: "0", WORKER_ID: `test-run-shared`, RENDER_CONCURRENCY: "2", LOG_LEVEL: "info" },
      stdio: ["ignore", out, out],
      detached: true,
    });
    child.unref();
    closeSync(out);
    writeFileSync(path.join(dir, "worker.pid"), String(child.pid));
  }
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const text = existsSync(log) ? readFileSync(log, "utf8") : "";
    if (/render-worker listening on port \d+/.test(text)) return;
    if (!workerAlive(dir)) throw new Error(`The run's shared render worker exited:\n${text}`);
    if (Date.now() > until) throw new Error(`The run's shared render worker did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function workerAlive(dir: string): boolean {
  const pidFile = path.join(dir, "worker.pid");
  // Not written yet: the file that claimed the start is about to spawn it.
  if (!existsSync(pidFile)) return true;
  try {
    process.kill(Number(readFileSync(pidFile, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}
