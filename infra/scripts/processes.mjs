import { spawn } from "node:child_process";
import readline from "node:readline";

const COLOURS = { web: 35, worker: 33, redis: 31, migrate: 36 };

/**
 * Starts a child in its own process group with every output line prefixed by
 * its name, so `npm start` shows readable, interleaved logs and can stop the
 * whole tree of each child.
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const label = `\x1b[${COLOURS[name] ?? 37}m[${name}]\x1b[0m`;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    name,
    child,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // The child itself first: the worker finishes its running renders, which needs its browsers
      // (in its process group) alive until it closes them.
      try {
        child.kill("SIGTERM");
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      // Whatever the process left in its group (e.g. a browser) goes with it.
      signalGroup(child, "SIGKILL");
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
