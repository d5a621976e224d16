import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The run's shared render worker (shared-worker.ts) is started by the first test file that renders;
 * this global setup of the projects that render (web, e2e, integrations) gives it a folder and stops
 * it when the run ends. A run whose files render nothing starts no worker.
 */
export default function setup() {
  // Every project that lists this setup runs it; one folder serves them all.
  if (process.env.PAPERJET_TEST_RUN_DIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-test-run-"));
  process.env.PAPERJET_TEST_RUN_DIR = dir;
  return () => {
    const pidFile = path.join(dir, "worker.pid");
    if (existsSync(pidFile)) {
      // The worker was started detached, in a process group of its own with its Chromium.
      try {
        process.kill(-Number(readFileSync(pidFile, "utf8")), "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
    delete process.env.PAPERJET_TEST_RUN_DIR;
  };
}
