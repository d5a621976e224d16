import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { connectDatabase } from "./connect.ts";
import { createTestDatabase, unpackMigratedSnapshot } from "./testing.ts";

describe.skipIf(Boolean(process.env.DATABASE_URL))("createTestDatabase on PGlite", () => {
  it("starts from the run's migrated snapshot, not from initdb and every migration", async () => {
    const handle = await createTestDatabase();
    try {
      // Only the snapshot lacks initdb's `postgres` and `template0` (writeMigratedSnapshot drops them).
      const { rows } = await sql<{ datname: string }>`select datname from pg_database order by datname`.execute(handle.db);
      expect(rows).toEqual([{ datname: "template1" }]);
      const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables where tablename = 'users'`.execute(handle.db);
      expect(tables.rows).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
  });

  it("unpacks the snapshot into a folder that PGlite opens as the migrated database", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "paperjet-unpacked-")), "pglite");
    expect(unpackMigratedSnapshot(dir)).toBe(true);
    const handle = await connectDatabase({ pgliteDir: dir });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from templates where is_library`.execute(handle.db);
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
