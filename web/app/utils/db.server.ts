import { connectDatabase, type DatabaseHandle } from "@paperjet/db";
import { env } from "~/config/env.server";
import { onShutdown } from "./on-shutdown.server.ts";
import { replaceSingleton, singleton } from "./singleton.server.ts";

/** The process's one database handle. */
export function getDatabase(): Promise<DatabaseHandle> {
  return singleton("database", () => {
    const connecting = connectDatabase(env().database);
    onShutdown(async () => (await connecting).close());
    return connecting;
  });
}

export async function getDb() {
  return (await getDatabase()).db;
}

/** Tests hand the app a fresh, migrated test database (PGlite or PostgreSQL). */
export function useDatabaseForTests(handle: DatabaseHandle) {
  replaceSingleton("database", Promise.resolve(handle));
}
