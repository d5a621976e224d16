import { type Kysely, type MigrationResultSet, Migrator, NO_MIGRATIONS } from "kysely";
import { migrations } from "./migrations/index.ts";

function migrator(db: Kysely<any>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    const where = failed ? ` in migration ${failed.migrationName}` : "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration failed${where}: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Applies or reverts migrations up to and including `name` (tests of a migration on older data). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(name));
}

/** Reverts every migration (tests use it to prove each `down` works). */
export async function migrateDownAll(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS));
}
