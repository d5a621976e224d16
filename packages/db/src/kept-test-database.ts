import type { PGlite } from "@electric-sql/pglite";
import { connectDatabase, pgliteHandle, type DatabaseHandle } from "./connect.ts";

/**
 * One migrated PGlite per test thread (or process), put back to the snapshot's contents for each
 * test file that asks for a database. Starting a PGlite from the snapshot costs about 0.85
 * CPU-seconds (unpacking 16 MB into its file system and starting PostgreSQL); putting one back
 * costs about 0.2. Test files of a project share a thread one after the other (vitest.config.ts),
 * so the next file gets exactly what a fresh database would hold: the snapshot's rows and
 * sequences, no session settings, and the same catalog. A file that changed the catalog (DDL) or
 * closed the database gets a new one instead.
 */
interface KeptDatabase {
  pglite: PGlite;
  /** The snapshot's rows as JSON, per table that has any. */
  rows: Array<[table: string, json: string]>;
  tables: string[];
  sequences: Array<{ name: string; value: number; called: boolean }>;
  catalog: string;
  busy: boolean;
}

// Kept across files: the setup of shared-thread projects makes each file import this module afresh.
const holder = globalThis as typeof globalThis & { __paperjetKeptTestDatabase?: KeptDatabase };

/**
 * A handle on this thread's kept database, put back to the snapshot (`snapshot` is read only when a
 * PGlite has to start); a new one when it cannot be put back.
 */
export async function keptTestDatabase(snapshot: () => Blob): Promise<DatabaseHandle> {
  const kept = holder.__paperjetKeptTestDatabase;
  // A second database while this file uses the kept one: one of its own, ended by its handle.
  if (kept?.busy) return connectDatabase({ loadDataDir: snapshot() });
  if (kept && (await putBack(kept))) return lend(kept);
  // Changed beyond its rows, or closed by the last file: a fresh one is kept instead.
  if (kept && !kept.pglite.closed) await kept.pglite.close();
  const { pglite } = await connectDatabase({ loadDataDir: snapshot() });
  const fresh = (holder.__paperjetKeptTestDatabase = await keep(pglite!));
  return lend(fresh);
}

function lend(kept: KeptDatabase): DatabaseHandle {
  kept.busy = true;
  // Its Kysely is not destroyed: kysely-pglite's destroy() would close the PGlite the next file gets.
  return {
    ...pgliteHandle(kept.pglite),
    close: async () => {
      kept.busy = false;
    },
  };
}

/** Every object's identity in the catalog: what DDL or a new role would change, and rows do not. */
const CATALOG = `
  select md5(string_agg(entry, ',' order by entry)) as catalog from (
    select concat_ws(':', 'c', oid, relname, relkind, relnatts) as entry from pg_class
    union all select concat_ws(':', 'a', attrelid, attname, atttypid, attnotnull, atthasdef) from pg_attribute where attnum > 0
    union all select concat_ws(':', 'p', oid) from pg_proc
    union all select concat_ws(':', 't', oid) from pg_trigger
    union all select concat_ws(':', 'k', oid) from pg_constraint
    union all select concat_ws(':', 'r', oid, rolname) from pg_authid
    union all select concat_ws(':', 'e', oid) from pg_extension
    union all select concat_ws(':', 's', setdatabase, setrole, setconfig) from pg_db_role_setting
  ) as objects`;

async function keep(pglite: PGlite): Promise<KeptDatabase> {
  const tables = (
    await pglite.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`)
  ).rows.map((row) => row.name);
  const rows: KeptDatabase["rows"] = [];
  for (const table of tables) {
    const { json } = (await pglite.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} as t`)).rows[0];
    if (json) rows.push([table, json]);
  }
  const sequences = (
    await pglite.query<{ name: string; value: number; called: boolean }>(
      `select quote_ident(sequencename) as name, coalesce(last_value, start_value) as value, last_value is not null as called
       from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  const { catalog } = (await pglite.query<{ catalog: string }>(CATALOG)).rows[0];
  return { pglite, rows, tables, sequences, catalog, busy: false };
}

/** Puts the snapshot's rows and sequences back; false when the database cannot be reused. */
async function putBack(kept: KeptDatabase): Promise<boolean> {
  const { pglite } = kept;
  if (pglite.closed) return false;
  // A transaction a file left open, then everything a session can set (settings, prepared
  // statements, temporary tables, advisory locks, LISTEN); PGlite's own start sets the search path.
  await pglite.exec("rollback");
  await pglite.exec("discard all");
  await pglite.exec("set search_path to public");
  if ((await pglite.query<{ catalog: string }>(CATALOG)).rows[0].catalog !== kept.catalog) return false;
  await pglite.transaction(async (tx) => {
    // The snapshot's rows go back in any order: foreign keys are not checked for this transaction.
    await tx.exec("set local session_replication_role = replica");
    await tx.exec(`truncate ${kept.tables.join(", ")} restart identity cascade`);
    for (const [table, json] of kept.rows) {
      await tx.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [json]);
    }
    for (const { name, value, called } of kept.sequences) await tx.query(`select setval($1, $2, $3)`, [name, value, called]);
  });
  return true;
}
