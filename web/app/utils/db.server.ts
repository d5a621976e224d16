import { connectDatabase, type DatabaseHandle } from "@paperjet/db";
import { databaseConfig } from "@paperjet/db/config";

// One database handle per process (kept on globalThis so dev-server reloads reuse it).
const holder = globalThis as typeof globalThis & { __paperjetDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  holder.__paperjetDb ??= connectDatabase(databaseConfig());
  return holder.__paperjetDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** Tests hand the app a fresh, migrated test database (PGlite or PostgreSQL). */
export function useDatabaseForTests(handle: DatabaseHandle) {
  holder.__paperjetDb = Promise.resolve(handle);
}
