import { CURRENT_SCHEMA_VERSION } from "../schema/document.ts";

/** Rewrites a document of version `from` into version `from + 1`. */
export interface MigrationStep {
  from: number;
  migrate(document: Record<string, unknown>): Record<string, unknown>;
}

/** Version 1 is the first format, so nothing needs migrating yet; a format change adds its step here. */
export const MIGRATIONS: readonly MigrationStep[] = [];

export class MigrationError extends Error {
  override name = "MigrationError";
}

export function migrateDocument(raw: unknown): unknown {
  return migrateWith(raw, MIGRATIONS, CURRENT_SCHEMA_VERSION);
}

export function migrateWith(raw: unknown, steps: readonly MigrationStep[], current: number): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new MigrationError("expected a template document (a JSON object)");
  }
  let document = raw as Record<string, unknown>;
  const version = document.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new MigrationError(`schemaVersion must be a whole number from 1 to ${current}, got ${JSON.stringify(version)}`);
  }
  if (version > current) {
    throw new MigrationError(
      `schemaVersion ${version} is newer than this version of Paperjet understands (${current}); update Paperjet to open it`,
    );
  }
  for (let v = version; v < current; v++) {
    const step = steps.find((s) => s.from === v);
    if (!step) throw new MigrationError(`no migration from schemaVersion ${v} to ${v + 1}`);
    document = { ...step.migrate(document), schemaVersion: v + 1 };
  }
  return document;
}
