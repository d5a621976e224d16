import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, migrateToLatest, type Database } from "@paperjet/db";
import type { Kysely } from "kysely";

/**
 * A migrated PGlite directory the test owns: seeded before the server starts
 * (pass it as PGLITE_DIR) and read after the server stopped (PGlite allows one
 * process at a time), to check what the app stored.
 */
export async function prepareSiteDatabase(seed?: (db: Kysely<Database>) => Promise<void>) {
  const root = mkdtempSync(path.join(tmpdir(), "paperjet-site-db-"));
  const dir = path.join(root, "pglite");
  const handle = await connectDatabase({ pgliteDir: dir });
  await migrateToLatest(handle.db);
  if (seed) await seed(handle.db);
  await handle.close();
  return {
    dir,
    async read<T>(query: (db: Kysely<Database>) => Promise<T>): Promise<T> {
      const reader = await connectDatabase({ pgliteDir: dir });
      try {
        return await query(reader.db);
      } finally {
        await reader.close();
      }
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
