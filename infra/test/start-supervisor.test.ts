import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error plain ESM helpers of the bootstrap scripts
import { killAll, processesWithEnv } from "../scripts/processes.mjs";
// @ts-expect-error plain ESM helpers of the bootstrap scripts
import { freePort } from "../scripts/redis-process.mjs";
// @ts-expect-error plain ESM helpers of the bootstrap scripts
import { superviseWorker } from "../scripts/supervise-worker.mjs";

// `npm start` after its setup (infra/scripts/stack.mjs) with the real web build, worker, Chromium and
// a private redis-server, each run on its own PORT and DATA_DIR like a separate checkout.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
type Listed = { pid: number; command: string };

interface Stack {
  url: string;
  child: ChildProcess;
  mark: string;
  output: () => string;
  exited: Promise<number | null>;
  processes: () => Listed[];
  worker: () => Listed | undefined;
}

const stacks: Stack[] = [];
const dirs: string[] = [];

async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "paperjet-stack-"));
  dirs.push(dataDir);
  const mark = randomUUID();
  // What a user's shell has: no REDIS_URL or DATABASE_URL of the test run, no NODE_ENV=test.
  const { REDIS_URL, DATABASE_URL, NODE_ENV, WORKER_HTTP_PORT, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(repoRoot, "infra/scripts/stack.mjs")], {
    cwd: repoRoot,
    // Without NODE_ENV on purpose, which Remix's global types declare always set.
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      RENDER_CONCURRENCY: "1",
      PAPERJET_TEST_STACK: mark,
      ...extraEnv,
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const processes = (): Listed[] => processesWithEnv("PAPERJET_TEST_STACK", mark);
  const stack: Stack = {
    url: `http://127.0.0.1:${port}`,
    child,
    mark,
    output: () => output,
    exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))),
    processes,
    worker: () => processes().find((p) => p.command.includes("dist/main.mjs")),
  };
  stacks.push(stack);
  return stack;
}

async function until<T>(what: string, stack: Stack, timeoutMs: number, check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check().catch(() => undefined);
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${stack.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function healthyWithOneWorker(stack: Stack) {
  const response = await fetch(`${stack.url}/api/health`);
  const report = await response.json();
  return response.status === 200 && report.status === "ok" && report.checks.workers.count === 1;
}

async function stopStack(stack: Stack) {
  stack.child.kill("SIGTERM");
  return stack.exited;
}

afterEach(async () => {
  for (const stack of stacks.splice(0)) {
    if (stack.child.exitCode === null) await stopStack(stack);
    killAll(stack.processes());
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("npm start's supervisor", () => {
  // One test for both: each `npm start` stack costs a web server, a worker and Chromium on 2 cores.
  it("runs two stacks side by side on own ports, replaces a SIGKILLed worker within 30 s, SIGTERM leaves nothing", async () => {
    const [a, b] = [await startStack(), await startStack()];
    await until("first healthy", a, 120_000, () => healthyWithOneWorker(a));
    await until("second healthy", b, 120_000, () => healthyWithOneWorker(b));
    const metricsPort = (stack: Stack) => Number(/render worker: http:\/\/localhost:(\d+)\/metrics/.exec(stack.output())?.[1]);
    expect(metricsPort(a)).not.toBe(metricsPort(b));
    for (const stack of [a, b]) {
      const livez = await fetch(`http://127.0.0.1:${metricsPort(stack)}/livez`);
      expect(livez.status).toBe(200);
    }

    const first = a.worker()!;
    expect(first, a.output()).toBeTruthy();
    expect(a.output()).toMatch(/\[setup\].* render worker: http:\/\/localhost:\d+\/metrics/);
    // The worker's mark (infra/scripts/processes.mjs) is inherited by its browsers, which Playwright
    // starts in process groups of their own.
    const firstMark = /PAPERJET_PROCESS_MARK=([^\0]+)/.exec(readFileSync(`/proc/${first.pid}/environ`, "latin1"))![1];
    const firstTree = () => processesWithEnv("PAPERJET_PROCESS_MARK", firstMark) as Listed[];
    expect(
      firstTree().some((p) => p.command.includes("--paperjet-launch=")),
      a.output(),
    ).toBe(true);

    const logBeforeKill = a.output().length;
    process.kill(first.pid, "SIGKILL");
    const killedAt = Date.now();
    // The new worker ready and one worker counted: its heartbeat, not the killed one's (which
    // lasts until its TTL runs out).
    await until("a new worker, healthy with one worker", a, 30_000, async () => {
      const port = /render worker: http:\/\/localhost:(\d+)\/metrics/.exec(a.output().slice(logBeforeKill))?.[1];
      if (!port || (await fetch(`http://127.0.0.1:${port}/readyz`)).status !== 200) return false;
      return a.worker()?.pid !== first.pid && (await healthyWithOneWorker(a));
    });
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(a.output()).toContain("worker stopped unexpectedly (SIGKILL); starting a new one in 1 s (restart 1)");
    expect(firstTree()).toEqual([]);

    expect(await Promise.all([stopStack(a), stopStack(b)])).toEqual([0, 0]);
    expect([...a.processes(), ...b.processes()]).toEqual([]);
  }, 240_000);

  it("stops everything when web cannot run", async () => {
    const stack = await startStack({ SESSION_SECRET: "too short" });
    expect(await stack.exited).toBe(1);
    expect(stack.output()).toContain("SESSION_SECRET: must be at least 32 characters");
    expect(stack.output()).toMatch(/web stopped unexpectedly \(exit code 1\); stopping the rest/);
    expect(stack.processes()).toEqual([]);
  }, 120_000);
});

describe("superviseWorker", () => {
  it("restarts a worker that keeps exiting with a doubling delay up to the cap, and stop() ends it", async () => {
    const lines: string[] = [];
    let starts = 0;
    const mark = randomUUID();
    const supervisor = superviseWorker({
      firstDelayMs: 50,
      maxDelayMs: 200,
      log: (line: string) => lines.push(line),
      start: () => {
        starts += 1;
        // A real process each time: the first four exit at once with code 3, the fifth stays.
        const child = spawn(process.execPath, ["-e", starts <= 4 ? "process.exit(3)" : "setInterval(() => {}, 1000)"], {
          env: { ...process.env, PAPERJET_TEST_WORKER: mark },
        });
        const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
        return { child, exited, stop: async () => (child.kill("SIGTERM"), exited) };
      },
    });
    // Five node processes start one after another: on a loaded machine that takes seconds, not a fixed 2.
    await expect.poll(() => starts, { timeout: 60_000 }).toBe(5);
    expect(lines).toEqual([
      "worker stopped unexpectedly (exit code 3); starting a new one in 0.05 s (restart 1)",
      "worker stopped unexpectedly (exit code 3); starting a new one in 0.1 s (restart 2)",
      "worker stopped unexpectedly (exit code 3); starting a new one in 0.2 s (restart 3)",
      "worker stopped unexpectedly (exit code 3); starting a new one in 0.2 s (restart 4)",
    ]);
    await expect.poll(() => processesWithEnv("PAPERJET_TEST_WORKER", mark), { timeout: 30_000 }).toHaveLength(1);
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(starts).toBe(5);
    expect(processesWithEnv("PAPERJET_TEST_WORKER", mark)).toEqual([]);
  }, 90_000);
});
