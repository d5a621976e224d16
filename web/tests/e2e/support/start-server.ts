import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDatabase, migrateToLatest, type Database } from "@paperjet/db";
import { migratedSnapshot, unpackMigratedSnapshot } from "@paperjet/db/testing";
import type { Kysely } from "kysely";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { freePort } from "../../../../infra/scripts/redis-process.mjs";
// @ts-expect-error plain ESM helper shared with the worker's build script
import { newestSourceMtime } from "../../../../infra/scripts/newest-source.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const repoRoot = path.resolve(webDir, "..");
const serverEntry = path.join(webDir, "build/server/index.js");

/**
 * Builds the web app when its sources (web/app, web/public, packages/*\/src)
 * are newer than the build, then copies the build into a private directory
 * laid out like web/ (server.mjs, build/, public and node_modules linked).
 * web/build is shared by everyone working in this checkout: building and
 * copying hold a machine-wide lock, and the server runs from the copy, so a
 * rebuild by someone else cannot pull the build out from under it.
 */
export async function prepareWebBuild(options: { buildId?: string } = {}): Promise<string> {
  const sources = [
    path.join(webDir, "app"),
    path.join(webDir, "public"),
    ...readdirSync(path.join(repoRoot, "packages")).map((p) => path.join(repoRoot, "packages", p, "src")),
  ];
  const stale = !existsSync(serverEntry) || Boolean(process.env.E2E_REBUILD) || newestSourceMtime(sources) > statSync(serverEntry).mtimeMs;
  // Inside the repository (node_modules/.cache), so the bundle resolves packages the way web/build does.
  const cacheDir = path.join(repoRoot, "node_modules", ".cache", "paperjet-e2e");
  mkdirSync(cacheDir, { recursive: true });
  const snapshot = path.join(mkdtempSync(path.join(cacheDir, "build-")), "web");
  mkdirSync(snapshot);
  // A build id asks for a build of its own (a second deployment, every chunk renamed), made straight
  // into the copy: web/build is what other tests and `npm start` run from at the same time.
  const script = options.buildId
    ? "pnpm --filter @paperjet/web build"
    : `${stale ? "pnpm --filter @paperjet/web build && " : ""}cp -a "${path.join(webDir, "build")}" "${snapshot}/build"`;
  // Asynchronous, so the test worker keeps answering vitest while the build runs.
  // A production build, as `npm start` and `npm test`'s own build make: vitest sets NODE_ENV=test, and
  // Vite would then bundle React's development build, which behaves differently (and slower).
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (options.buildId) Object.assign(env, { PAPERJET_BUILD_ID: options.buildId, PAPERJET_BUILD_DIR: path.join(snapshot, "build") });
  const child = spawn("flock", ["/tmp/paperjet-web-build.lock", "sh", "-c", script], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`The web build failed (exit code ${code})`);
  copyFileSync(path.join(webDir, "server.mjs"), path.join(snapshot, "server.mjs"));
  copyFileSync(path.join(webDir, "package.json"), path.join(snapshot, "package.json"));
  symlinkSync(path.join(webDir, "node_modules"), path.join(snapshot, "node_modules"));
  symlinkSync(path.join(webDir, "public"), path.join(snapshot, "public"));
  return snapshot;
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** A deployment: stops the server and starts the build in `appDir` (prepareWebBuild) on the same port and data. */
  deploy(appDir: string): Promise<void>;
  /** SIGTERM, as an orchestrator stops it: resolves with its exit code and how long it took to exit (up to `boundMs`, then SIGKILL). */
  terminate(boundMs?: number): Promise<{ code: number | null; ms: number }>;
  stop(): Promise<void>;
}

/** A fresh migrated PGlite directory in `dataDir`, with the rows `seed` writes (PGlite is one process's: before the server opens it). */
export async function prepareDatabase(dataDir: string, seed?: (db: Kysely<Database>) => Promise<void>): Promise<string> {
  const pgliteDir = path.join(dataDir, "pglite");
  // Without rows to write, the snapshot's files are the database: no PGlite starts here (1.8 CPU-s).
  if (!seed && unpackMigratedSnapshot(pgliteDir)) return pgliteDir;
  const handle = await connectDatabase({ pgliteDir, loadDataDir: migratedSnapshot() });
  await migrateToLatest(handle.db);
  await seed?.(handle.db);
  await handle.close();
  return pgliteDir;
}

/** The environment a test server runs in: the test defaults, then `env`. */
export function serverEnvironment(port: number, dataDir: string, pgliteDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    // Not the test run's DATABASE_URL (CI runs the web tests again on PostgreSQL): this server's
    // database is the PGlite directory prepared for it, and DATABASE_URL would take precedence.
    ...inherited,
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    PGLITE_DIR: pgliteDir,
    // Mail without SMTP_URL is written to $DATA_DIR/mail/, here this server's scratch folder.
    DATA_DIR: dataDir,
    // Every browser test signs up from 127.0.0.1 against the run's one Redis; a test of the limit sets its own.
    REGISTRATION_LIMIT_PER_ADDRESS: "1000000",
    REGISTRATION_LIMIT_TOTAL: "1000000",
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    // Its own web queues (webhooks, finishing asynchronous jobs) on the shared Redis: another
    // server's background workers, with another database, must not take its jobs.
    WEB_QUEUE_PREFIX: `e2e-${port}`,
    ...env,
  };
}

/** Resolves once `url` answers; throws with the server's output when it exits or the time is up. */
export async function waitUntilServing(url: string, child: ChildProcess, output: () => string, readyMs = 60_000): Promise<void> {
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The web server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(`${url}/api/health`);
      return;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`The web server did not answer on ${url} within ${readyMs / 1000} s:\n${output()}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Starts the built app like `npm start` does (web/server.mjs, NODE_ENV=production)
 * on a free port, against a fresh migrated PGlite directory and the test run's
 * Redis. `env` adds or overrides variables (e.g. OAuth client ids); `seed` writes rows first.
 */
export async function startServer(
  options: { env?: Record<string, string>; seed?: (db: Kysely<Database>) => Promise<void>; readyTimeoutMs?: number } = {},
): Promise<RunningServer> {
  if (!process.env.REDIS_URL) throw new Error("REDIS_URL is not set (the vitest global setup starts a redis-server)");
  const appDir = await prepareWebBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), "paperjet-e2e-"));
  const pgliteDir = await prepareDatabase(dataDir, options.seed);
  const port: number = await freePort();
  const url = `http://localhost:${port}`;
  let output = "";
  let current = appDir;
  let child: ChildProcess;
  let exited: Promise<void>;
  const cleanUps = [() => rmSync(path.dirname(appDir), { recursive: true, force: true })];
  const cleanUp = () => cleanUps.forEach((remove) => remove());

  // The same server `npm start` runs (web/server.mjs: express + the Remix build).
  async function launch() {
    // A file's own server lives for a few tests: V8's baseline WebAssembly compiler alone spares it
    // 2.5 CPU-s of optimising PGlite's module (as vitest.config.ts does for the test processes).
    child = spawn(process.execPath, ["--liftoff-only", path.join(current, "server.mjs")], {
      cwd: current,
      env: serverEnvironment(port, dataDir, pgliteDir, options.env),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const running = child;
    exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    await waitUntilServing(url, child, () => output, options.readyTimeoutMs).catch((error: unknown) => {
      cleanUp();
      throw error;
    });
  }
  async function halt() {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  await launch();

  return {
    url,
    port,
    get pid() {
      return child.pid!;
    },
    output: () => output,
    async deploy(next: string) {
      cleanUps.push(() => rmSync(path.dirname(next), { recursive: true, force: true }));
      await halt();
      current = next;
      await launch();
    },
    async terminate(boundMs = 60_000) {
      const started = Date.now();
      const running = child;
      if (running.exitCode !== null) return { code: running.exitCode, ms: 0 };
      const code = new Promise<number | null>((resolve) => running.once("exit", (exitCode) => resolve(exitCode)));
      running.kill("SIGTERM");
      const timer = setTimeout(() => running.kill("SIGKILL"), boundMs);
      const result = { code: await code, ms: Date.now() - started };
      clearTimeout(timer);
      return result;
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
      cleanUp();
    },
  };
}
