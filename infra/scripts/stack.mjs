#!/usr/bin/env node
// What `npm start` runs once its setup is done: migrates, then runs web + one render worker (+ a
// private Redis unless REDIS_URL is set) until Ctrl+C or SIGTERM. Run alone (as the infra tests
// do) it needs an installed and built workspace.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fail, repoRoot, run } from "./ensure.mjs";
import { startProcess } from "./processes.mjs";
import { redisServerArgs, startRedis } from "./redis-process.mjs";
import { superviseWorker } from "./supervise-worker.mjs";

const WORKER_LISTENING = /^render-worker listening on port (\d+)$/;

export function webPort() {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number, got "${process.env.PORT}".`);
  return port;
}

function setupLog(message, colour = 36) {
  console.log(`\x1b[${colour}m[setup]\x1b[0m ${message}`);
}

function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  // Kept in .data/ so sessions survive restarts of the embedded setup.
  const file = path.join(process.env.DATA_DIR || path.join(repoRoot, ".data"), "session-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** `pnpm`: the one setup chose (stack.mjs alone: the workspace's own, a dev dependency). */
export async function runStack({ port, pnpm }) {
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", PORT: String(port), SESSION_SECRET: sessionSecret() };

  setupLog("migrating the database");
  run(pnpm, ["db:migrate"], { env });

  const children = [];
  let stopping = false;

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    // Web and workers first (they finish in-flight work), Redis last.
    await Promise.all(children.filter((c) => c.name !== "redis").map((c) => c.stop()));
    await Promise.all(children.filter((c) => c.name === "redis").map((c) => c.stop()));
    process.exit(code);
  }
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  process.on("SIGHUP", () => stopAll(0));
  // npm does not pass SIGTERM on to its script; when npm goes away, so do we.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stopAll(0);
  }, 1_000).unref();

  if (!process.env.REDIS_URL) {
    const redis = await startRedis({ label: "redis" });
    env.REDIS_URL = redis.url;
    children.push({ name: "redis", stop: redis.stop });
    console.log(`\x1b[31m[redis]\x1b[0m private redis-server on ${redis.url} (no persistence)`);
    // Like an external Redis, a stopped one is not fatal: web and worker retry until it is back.
    redis.child.once("exit", () => {
      if (stopping) return;
      console.error(
        `\x1b[31m[redis]\x1b[0m redis-server stopped; web and worker keep retrying. Start it again with:\n` +
          `  redis-server ${redisServerArgs(redis.port)
            .map((a) => (a === "" ? "''" : a))
            .join(" ")}`,
      );
    });
  }

  // Started directly (not through pnpm) so that signals reach the real processes.
  const web = startProcess("web", process.execPath, ["server.mjs"], { cwd: path.join(repoRoot, "web"), env });
  children.push(web);
  web.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`\x1b[31m[setup]\x1b[0m web stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stopAll(1);
  });

  // A free port for the worker's /livez and /metrics unless one is asked for, so a second
  // `npm start` (another checkout, another PORT) runs beside this one.
  const workerEnv = { ...env, WORKER_HTTP_PORT: process.env.WORKER_HTTP_PORT ?? "0" };
  children.push(
    superviseWorker({
      log: (message) => console.error(`\x1b[33m[setup]\x1b[0m ${message}`),
      start: () =>
        startProcess("worker", process.execPath, ["dist/main.mjs"], {
          cwd: path.join(repoRoot, "render-worker"),
          env: workerEnv,
          onLine: (line) => {
            const listening = WORKER_LISTENING.exec(line);
            if (listening) setupLog(`render worker: http://localhost:${listening[1]}/metrics (/livez, /readyz)`);
          },
        }),
    }),
  );

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  while (!stopping) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) {
        console.error(`\x1b[31m[setup]\x1b[0m web did not answer on ${url} within 60 s.`);
        await stopAll(1);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  if (!stopping) {
    console.log(`\n  \x1b[1mPaperjet is running at ${url}\x1b[0m  (health: ${url}/api/health — Ctrl+C stops everything)\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runStack({ port: webPort(), pnpm: path.join(repoRoot, "node_modules", ".bin", "pnpm") });
}
