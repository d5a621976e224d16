// Web and render-worker processes of a local cluster (the cluster check and the Sentinel test): each
// started directly with node, its output kept for the failure report, stopped with SIGTERM like an
// orchestrator does and its whole tree killed once it exits.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import readline from "node:readline";
import { repoRoot } from "./ensure.mjs";
import { killAll, killMarked } from "./processes.mjs";

const MARK = "PAPERJET_CLUSTER_MARK";
const WORKER_LISTENING = /^render-worker listening on port (\d+)$/;

/** Kills every process any cluster of this run started (the last clean-up). */
export function killClusterLeftovers(runMark) {
  return killMarked("PAPERJET_CLUSTER_RUN", runMark);
}

function launch({ name, command, args, cwd, env, runMark, onLine }) {
  const mark = randomUUID();
  const lines = [];
  const child = spawn(command, args, {
    cwd,
    env: { ...env, [MARK]: mark, PAPERJET_CLUSTER_RUN: runMark },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      lines.push(`${new Date().toISOString().slice(11, 23)} [${name}] ${line}`);
      if (lines.length > 400) lines.shift();
      onLine?.(line);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  // Chromium and anything else the process started go with it.
  exited.then(() => killMarked(MARK, mark));
  return { name, child, exited, lines };
}

/**
 * A process that can be stopped (SIGTERM, then wait for its drain) and started again with the same
 * settings. `ready()` resolves once it serves.
 */
class Member {
  constructor({ name, start, ready }) {
    this.name = name;
    this.startFn = start;
    this.readyFn = ready;
    this.history = [];
  }

  async start(timeoutMs = 300_000) {
    this.current = this.startFn();
    this.history.push(this.current);
    const until = Date.now() + timeoutMs;
    // A process that gives up while starting (a worker whose Chromium did not come up in time on a
    // loaded machine) is started again, as npm start's supervisor and Kubernetes do.
    let attempts = 1;
    for (;;) {
      if (this.current.child.exitCode !== null) {
        if (attempts >= 3) throw new Error(`${this.name} exited while starting, ${attempts} times:\n${this.output()}`);
        attempts += 1;
        this.current = this.startFn();
        this.history.push(this.current);
      }
      if (await this.readyFn(this.current).catch(() => false)) return;
      if (Date.now() > until) throw new Error(`${this.name} not ready within ${timeoutMs / 1000} s:\n${this.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** SIGTERM and wait for the process to finish its work and exit; resolves to its exit and how long the drain took. */
  async stop(boundMs = 60_000) {
    const { child, exited } = this.current;
    if (child.exitCode !== null || child.signalCode !== null) return { ...(await exited), ms: 0 };
    const started = Date.now();
    child.kill("SIGTERM");
    const timer = setTimeout(() => killAll([{ pid: child.pid }]), boundMs);
    const result = await exited;
    clearTimeout(timer);
    return { ...result, ms: Date.now() - started };
  }

  kill() {
    killAll([{ pid: this.current.child.pid }]);
    return this.current.exited;
  }

  output() {
    return this.history.flatMap((p) => p.lines).join("\n");
  }
}

/** web/server.mjs (the production build in web/build) on `port`. */
export function webMember({ name, port, env, runMark }) {
  const url = `http://127.0.0.1:${port}`;
  const member = new Member({
    name,
    start: () =>
      launch({
        name,
        command: process.execPath,
        args: ["server.mjs"],
        cwd: path.join(repoRoot, "web"),
        env: { ...env, PORT: String(port), NODE_ENV: "production" },
        runMark,
      }),
    // Serving with its database and Redis: the workers (the third check) start on their own time.
    ready: async () => {
      const { checks } = await (await fetch(`${url}/api/health`)).json();
      return checks.database.status === "up" && checks.queue.status === "up";
    },
  });
  member.url = url;
  return member;
}

/** A render worker (its build, as `npm start` runs it) with its /readyz on a port of its own. */
export function workerMember({ name, env, runMark }) {
  let port;
  return new Member({
    name,
    start: () => {
      port = undefined;
      return launch({
        name,
        command: process.execPath,
        args: ["dist/main.mjs"],
        cwd: path.join(repoRoot, "render-worker"),
        env: { ...env, WORKER_HTTP_PORT: "0", WORKER_ID: name },
        runMark,
        onLine: (line) => {
          const listening = WORKER_LISTENING.exec(line);
          if (listening) port = Number(listening[1]);
        },
      });
    },
    ready: async () => port !== undefined && (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
  });
}
