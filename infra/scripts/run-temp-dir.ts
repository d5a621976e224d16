import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Gives a test run one temporary folder of its own and removes it when vitest exits, however the run
 * ends. Everything the run writes to the system's temporary folder lands there: test files' scratch
 * files, the servers' and workers' data, Chromium's profiles, Playwright's artifacts (Node's
 * `os.tmpdir()` and Chromium read TMPDIR, and every test process and the processes they start inherit
 * it). Without it, a run left a few hundred folders in /tmp, most of them written by the processes a
 * run stops rather than closes. Vitest loads its config in the process that outlives every worker and
 * every global teardown, so the folder is removed last, also when a run fails or is interrupted.
 */
export function useRunTempDir(): void {
  if (process.env.PAPERJET_TEST_TMPDIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-test-tmp-"));
  process.env.PAPERJET_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}
