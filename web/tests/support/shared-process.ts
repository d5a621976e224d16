import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const START_TIMEOUT_MS = 300_000;

/** The run's folder for shared processes (shared-worker-setup.ts makes it and stops what is in it). */
export function testRunDir(): string {
  const dir = process.env.PAPERJET_TEST_RUN_DIR;
  if (!dir) throw new Error("PAPERJET_TEST_RUN_DIR is not set: list web/tests/support/shared-worker-setup.ts in the project's globalSetup");
  return dir;
}

/** The log file a shared process writes to (its stdout and stderr). */
export function sharedLog(name: string): string {
  return path.join(testRunDir(), `${name}.log`);
}

/**
 * A process the whole test run shares (the render worker, the web server, Chromium). The first test
 * file that asks starts it with `start`, which must spawn it detached (in a process group of its
 * own, so it outlives that file) and resolve once it serves; the others wait for what `start`
 * resolved with. When the run ends, shared-worker-setup.ts kills every such process group and
 * removes the paths in `remove`.
 */
export async function sharedProcess<T>(name: string, start: () => Promise<{ pid: number; value: T; remove?: string[] }>): Promise<T> {
  const dir = testRunDir();
  const ready = path.join(dir, `${name}.json`);
  const failed = path.join(dir, `${name}.error`);
  let claim: number | undefined;
  try {
    // Exclusive create: exactly one test file of the run starts it.
    claim = openSync(path.join(dir, `${name}.claim`), "wx");
  } catch {
    // Another file has started it.
  }
  if (claim !== undefined) {
    closeSync(claim);
    try {
      const started = await start();
      writeFileSync(ready, JSON.stringify(started));
      return started.value;
    } catch (error) {
      writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
  }
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (existsSync(ready)) return (JSON.parse(readFileSync(ready, "utf8")) as { value: T }).value;
    if (existsSync(failed)) throw new Error(`The run's shared ${name} did not start:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() > until) throw new Error(`The run's shared ${name} did not start within ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the shared process' log matches `pattern` (it printed that it serves); the match. */
export async function waitForLog(log: string, pattern: RegExp, pid: number, what: string): Promise<RegExpMatchArray> {
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const text = existsSync(log) ? readFileSync(log, "utf8") : "";
    const match = text.match(pattern);
    if (match) return match;
    if (!alive(pid)) throw new Error(`The run's shared ${what} exited:\n${text}`);
    if (Date.now() > until) throw new Error(`The run's shared ${what} did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
