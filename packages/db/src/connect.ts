import { Kysely, PostgresDialect } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { KyselyPGlite } from "kysely-pglite";
import pg from "pg";
import type { Database } from "./schema.ts";
import { serializedDialect } from "./serialized-dialect.ts";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: "postgres" | "pglite";
  /** The embedded database itself, when `kind` is "pglite". */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * PostgreSQL through pg when a URL is given, otherwise embedded PGlite
 * (persisted in `pgliteDir`, or in memory when that is omitted).
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data directory (`dumpDataDir`) to start from when `pgliteDir` is new or omitted. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize ?? 10);
  // One options object: PGlite reads its second argument only when the first is a folder, so an
  // in-memory database given (undefined, { loadDataDir }) started empty.
  const pglite = new PGlite({ dataDir: options.pgliteDir, loadDataDir: options.loadDataDir });
  await pglite.waitReady;
  return pgliteHandle(pglite);
}

/** A handle on a started PGlite; `close()` ends both. */
export function pgliteHandle(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: serializedDialect(new KyselyPGlite(pglite).dialect) });
  return {
    db,
    kind: "pglite",
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

function connectPostgres(databaseUrl: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  // An idle connection the server ends (restart, failover, an administrator) is an 'error' event on
  // the pool; unheard, Node would end the process. pg has already dropped that connection, and the
  // next query opens a new one. While the pool is ending, the server may end connections that are
  // still closing (a test database dropped with force): nothing worth saying.
  pool.on("error", (error) => {
    if (!pool.ending) console.error(`[db] an idle PostgreSQL connection was lost: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: "postgres", close: () => db.destroy() };
}
