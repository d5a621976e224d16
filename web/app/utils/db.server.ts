import { connectDatabase, type DatabaseHandle } from "@paperjet/db";
import { env } from "./env.server.ts";
import { onShutdown } from "./on-shutdown.server.ts";

// One database handle per process (kept on globalThis so dev-server reloads reuse it).
const holder = globalThis as typeof globalThis & { __paperjetDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__paperjetDb) {
    const connecting = connectDatabase(env().database);
    holder.__paperjetDb = connecting;
    onShutdown(async () => (await connecting).close());
  }
  return holder.__paperjetDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** Tests hand the app a fresh, migrated test database (PGlite or PostgreSQL). */
export function useDatabaseForTests(handle: DatabaseHandle) {
  holder.__paperjetDb = Promise.resolve(handle);
}
