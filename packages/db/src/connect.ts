import { Kysely, PostgresDialect } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { KyselyPGlite } from "kysely-pglite";
import pg from "pg";
import type { Database } from "./schema.ts";
import { serializedDialect } from "./serialized-dialect.ts";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

/**
 * PostgreSQL through pg when a URL is given, otherwise embedded PGlite
 * (persisted in `pgliteDir`, or in memory when that is omitted).
 */
export async function connectDatabase(options: { databaseUrl?: string; pgliteDir?: string; poolSize?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const pglite = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: serializedDialect(new KyselyPGlite(pglite).dialect) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
