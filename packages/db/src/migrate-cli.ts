import { connectDatabase } from "./connect.ts";
import { migrateToLatest } from "./migrate.ts";
import { databaseConfig } from "./config.ts";

// `pnpm db:migrate`: the same migrations on PGlite (default) or DATABASE_URL.
const config = databaseConfig();
const handle = await connectDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  const where = handle.kind === "pglite" ? `PGlite at ${config.pgliteDir}` : "PostgreSQL";
  console.log(applied.length ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(", ")}` : `${where} is up to date.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
