import { mkdtempSync, rmSync } from "node:fs";
import { constants, tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { killAll, processesWithEnv } from "./processes.mjs";

/**
 * Gives a test run one temporary folder of its own and removes it when vitest exits, however the run
 * ends. Everything the run writes to the system's temporary folder lands there: test files' scratch
 * files, the servers' and workers' data, Chromium's profiles, Playwright's artifacts (Node's
 * `os.tmpdir()` and Chromium read TMPDIR, and every test process and the processes they start inherit
 * it). Without it, a run left a few hundred folders in /tmp, most of them written by the processes a
 * run stops rather than closes. Vitest loads its config in the process that outlives every worker and
 * every global teardown, so the folder is removed last, also when a run fails or is interrupted; then
 * what the run started and left running is killed first.
 */
export function useRunTempDir(): void {
  if (process.env.PAPERJET_TEST_TMPDIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), "paperjet-test-tmp-"));
  process.env.PAPERJET_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  // Before vitest's own listeners: its exit listener exits again, which skips every listener after it.
  process.prependListener("exit", () => {
    // Interrupted (Ctrl-C, SIGTERM), vitest exits without its global teardown, and the groups the run
    // started detached (the shared server, worker and Chromium) get no signal from a terminal. All the
    // run started inherited PAPERJET_TEST_TMPDIR: what is still running goes before its folder does.
    killAll(processesWithEnv("PAPERJET_TEST_TMPDIR", dir));
    rmSync(dir, { recursive: true, force: true });
  });
  // Vitest handles these only until its run closes (and then exits with code 0); a signal during the
  // global teardown would end the process without the exit listener above.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.prependListener(signal, () => process.exit(128 + constants.signals[signal]));
}
