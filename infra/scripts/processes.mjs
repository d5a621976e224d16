import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import readline from "node:readline";

const COLOURS = { web: 35, worker: 33, redis: 31, migrate: 36 };
const MARK = "PAPERJET_PROCESS_MARK";

/**
 * Processes whose environment holds `name=value`, with their command lines: a child's mark is
 * inherited by everything it starts, also by what leaves its process group (Playwright starts
 * each Chromium as the leader of a group of its own).
 */
export function processesWithEnv(name, value) {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${entry}/environ`, "latin1").split("\0").includes(`${name}=${value}`)) continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, "latin1").split("\0").join(" ").trim() });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

export function killAll(processes, signal = "SIGKILL") {
  for (const { pid } of processes) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Kills every process whose environment holds `name=value`, and resolves once none is listed: a
 * browser can start a helper between a look and the kill, and a killed process stays listed until
 * it is torn down, so it looks again (every 20 ms, for up to 2 s) until nothing is left.
 */
export async function killMarked(name, value) {
  for (let look = 0; look < 100; look++) {
    const left = processesWithEnv(name, value);
    if (left.length === 0) return;
    killAll(left);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts a child in its own process group with every output line prefixed by
 * its name, so `npm start` shows readable, interleaved logs and can stop the
 * whole tree of each child. Whatever the child leaves behind when it ends, for
 * whatever reason, is killed; stop() returns once all of it is gone.
 */
export function startProcess(name, command, args, { onLine, ...options } = {}) {
  const mark = randomUUID();
  const env = { ...(options.env ?? process.env), [MARK]: mark };
  const child = spawn(command, args, { ...options, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const label = `\x1b[${COLOURS[name] ?? 37}m[${name}]\x1b[0m`;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      console.log(`${label} ${line}`);
      onLine?.(line);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const cleaned = exited.then(() => {
    signalGroup(child, "SIGKILL");
    return killMarked(MARK, mark);
  });
  return {
    name,
    child,
    exited,
    /** Resolves once the child and everything it started are gone. */
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return cleaned;
      // The child itself first: the worker finishes its running renders, which needs its browsers
      // alive until it closes them.
      try {
        child.kill("SIGTERM");
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      await cleaned;
    },
  };
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
