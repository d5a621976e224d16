import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type DatabaseHandle } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new throw-away database on the PostgreSQL server of DATABASE_URL
 * (CI runs the database tests both ways). `close()` drops it again.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl ? await createPostgresTestDatabase(serverUrl) : await connectDatabase({});
  if (options.migrate !== false) await migrateToLatest(handle.db);
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
