import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it } from "vitest";

const fixture = fileURLToPath(new URL("./interrupted-run/", import.meta.url));
const vitest = createRequire(import.meta.url).resolve("vitest/vitest.mjs");
/** True while `pid` runs (a zombie waiting for its parent counts as gone). */
const running = (pid: number) => existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));

const scratch: string[] = [];
const left: number[] = [];
afterEach(() => {
  // Only when a test failed midway: the hanging run and its child.
  for (const pid of left.splice(0)) if (running(pid)) process.kill(pid, "SIGKILL");
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it.each(["SIGINT", "SIGTERM"] as const)(
  "a run stopped with %s kills the detached processes it started and removes its folder",
  async (signal) => {
    const tmp = mkdtempSync(path.join(tmpdir(), "interrupted-run-"));
    scratch.push(tmp);
    const pidFile = path.join(tmp, "hang.pid");
    // Not this run's folder: the run under test makes its own inside `tmp`.
    const { PAPERJET_TEST_TMPDIR: _outer, ...env } = process.env;
    const run = spawn(process.execPath, [vitest, "run", "--root", fixture], {
      env: { ...env, TMPDIR: tmp, HANG_PID_FILE: pidFile },
      stdio: "ignore",
    });
    left.push(run.pid!);
    const exited = new Promise<number | null>((resolve) => run.once("exit", (code) => resolve(code)));
    while (!existsSync(pidFile) && run.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(pidFile), `the run under test exited (${run.exitCode}) before it started its child`).toBe(true);
    const hung = Number(readFileSync(pidFile, "utf8"));
    left.push(hung);
    expect(running(hung)).toBe(true);

    run.kill(signal);

    expect(await exited).toBe(signal === "SIGINT" ? 130 : 143);
    for (let waited = 0; running(hung) && waited < 2_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running(hung)).toBe(false);
    expect(readdirSync(tmp).filter((name) => name.startsWith("paperjet-test-tmp-"))).toEqual([]);
  },
  60_000,
);
