import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeMigratedSnapshot } from "../../packages/db/src/testing.ts";
import { precompileRules } from "../../packages/test-kit/src/en16931.ts";
// @ts-expect-error plain ESM helper shared with the bootstrap scripts
import { startRedis } from "./redis-process.mjs";
// @ts-expect-error plain ESM build script of the worker, also run by `pnpm -r run build`
import { ensureWorkerBuilt } from "../../render-worker/scripts/build.mjs";

/**
 * Tests talk to a real Redis. When REDIS_URL is not given, start a private
 * redis-server on a free loopback port for this run; test workers inherit the
 * variable because they are started after this setup. On PGlite, the migrated
 * database every test file starts from is made here once.
 */
export default async function setup() {
  holdNativeLibraries();
  // Every project runs this setup; say it once.
  if (!process.env.PAPERJET_TEST_DATABASE_ANNOUNCED) {
    const database = process.env.DATABASE_URL
      ? `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`
      : "a fresh in-memory PGlite per test file";
    console.log(`[test] database tests use ${database}`);
    process.env.PAPERJET_TEST_DATABASE_ANNOUNCED = "1";
  }
  const stops: Array<() => unknown> = [];
  // Tests start the built worker, as `npm start` does: rebuilt here when a source changed since
  // `npm test`'s build (a test file run on its own after an edit).
  await ensureWorkerBuilt();
  // A fresh clone compiles the EN 16931 rules (≈ 36 CPU-s) on what the first test files leave idle.
  if (!process.env.PAPERJET_TEST_RULES_COMPILING) {
    process.env.PAPERJET_TEST_RULES_COMPILING = "1";
    stops.push(precompileRules());
  }
  // Migrated once per run; each test file's PGlite loads it (test workers inherit the variable).
  if (!process.env.DATABASE_URL && !process.env.PAPERJET_TEST_DB_SNAPSHOT) {
    const dir = mkdtempSync(path.join(tmpdir(), "paperjet-test-snapshot-"));
    await writeMigratedSnapshot(path.join(dir, "migrated.tar"));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
  }
  if (!process.env.REDIS_URL) {
    const redis = await startRedis({ label: "test" });
    process.env.REDIS_URL = redis.url;
    // Interrupted, vitest exits without the teardown below; redis-server rewrites its environment, so
    // run-temp-dir.ts cannot find it by the run's variable.
    process.prependListener("exit", () => redis.child.kill("SIGKILL"));
    stops.push(() => redis.stop());
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}

/**
 * Loads the native image libraries in vitest's main thread. The files of the threads pool load them
 * in worker threads, and Node unloads a native module (dlclose) when the worker thread that loaded it
 * ends, while libvips' and resvg's own threads may still run its code. sharp documents that on glibc
 * the main thread must load it first, which keeps it loaded for the life of the process; napi-rs
 * modules such as resvg-js crash the same way. An `npm test` here ended with vitest killed by SIGSEGV
 * after every test had passed.
 */
function holdNativeLibraries(): void {
  const fromPrint = createRequire(new URL("../../packages/print/package.json", import.meta.url));
  for (const library of ["sharp", "@resvg/resvg-js"]) fromPrint(library);
}
