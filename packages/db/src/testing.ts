import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { connectDatabase, type DatabaseHandle } from "./connect.ts";
import { keptTestDatabase } from "./kept-test-database.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * The file the test run's global setup writes once: a freshly migrated PGlite data directory
 * (`dumpDataDir`). Loading it takes half the CPU of PGlite's initdb plus every migration (1.1
 * against 2.2 CPU-seconds), and nearly every test file needs a migrated database.
 */
const SNAPSHOT_ENV = "PAPERJET_TEST_DB_SNAPSHOT";

/** Writes the migrated snapshot to `file` and makes this run's test files start from it. */
export async function writeMigratedSnapshot(file: string): Promise<void> {
  const handle = await connectDatabase({});
  await migrateToLatest(handle.db);
  // PGlite works in template1; initdb's `postgres` and `template0` are never opened by a test, and
  // without them the snapshot is half the size and loads in a quarter less time.
  await handle.pglite!.exec("drop database postgres");
  await handle.pglite!.exec("update pg_database set datistemplate = false where datname = 'template0'");
  await handle.pglite!.exec("drop database template0");
  const dump = await handle.pglite!.dumpDataDir("none");
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  await handle.close();
  process.env[SNAPSHOT_ENV] = file;
}

let snapshot: Blob | undefined;
/** The migrated snapshot of this test run, if its global setup wrote one. */
export function migratedSnapshot(): Blob | undefined {
  const file = snapshotFile();
  if (!file) return undefined;
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

/** The snapshot's file, if this run's global setup wrote one. */
function snapshotFile(): string | undefined {
  const file = process.env[SNAPSHOT_ENV];
  return file && existsSync(file) ? file : undefined;
}

/**
 * Unpacks the run's migrated snapshot into `dir` as a PGlite data directory (the dump is a plain tar
 * of one), for a server that opens it itself: no PGlite has to start in the test's process for it.
 * False when the run has no snapshot.
 */
export function unpackMigratedSnapshot(dir: string): boolean {
  const file = snapshotFile();
  if (!file) return false;
  mkdirSync(dir, { recursive: true });
  // Piped: GNU tar reports that it strips the dump's leading "/", and the error says what went wrong.
  execFileSync("tar", ["-xf", file, "-C", dir], { stdio: "pipe" });
  return true;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (the thread's kept one,
 * put back to the run's snapshot: kept-test-database.ts), or a new throw-away database on the
 * PostgreSQL server of DATABASE_URL (CI runs the database tests both ways). `close()` drops it again,
 * or hands the kept PGlite back. `migrate: false` gives an empty PGlite of its own, for tests of the
 * migrations.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const migrate = options.migrate !== false;
  const handle = serverUrl
    ? await createPostgresTestDatabase(serverUrl)
    : migrate && snapshotFile()
      ? await keptTestDatabase(() => migratedSnapshot()!)
      : await connectDatabase({});
  // Up to date already when started from the snapshot; then this only reads the migration table.
  if (migrate) await migrateToLatest(handle.db);
  return handle;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `paperjet_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connectDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
