import type { ElementMigration } from "../elements/definition.ts";
import { TEMPLATE_ELEMENTS } from "../elements/registry.ts";
import { CURRENT_SCHEMA_VERSION } from "../schema/document.ts";
import { walkElements } from "./element-expressions.ts";

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
  return migrateWith(raw, [...MIGRATIONS, ...elementSteps()], CURRENT_SCHEMA_VERSION);
}

/**
 * Each type's own migrations (its registry entry) as document steps: the step of version `from`
 * rewrites every element of that type, group children included, on a copy of the document.
 */
export function elementSteps(
  definitions: Record<string, { migrations: readonly ElementMigration[] }> = TEMPLATE_ELEMENTS,
): MigrationStep[] {
  const byVersion = new Map<number, ElementMigration[]>();
  for (const definition of Object.values(definitions)) {
    for (const m of definition.migrations) byVersion.set(m.from, [...(byVersion.get(m.from) ?? []), m]);
  }
  return [...byVersion.keys()].map((from) => ({
    from,
    migrate(document) {
      const copy = structuredClone(document);
      for (const { element } of walkElements(copy)) {
        const type = typeof element.type === "string" && Object.hasOwn(definitions, element.type) ? element.type : undefined;
        const steps = type ? definitions[type].migrations.filter((m) => m.from === from) : [];
        for (const step of steps) {
          const next = step.migrate({ ...element });
          for (const key of Object.keys(element)) delete element[key];
          Object.assign(element, next);
        }
      }
      return copy;
    },
  }));
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
    const found = steps.filter((s) => s.from === v);
    if (!found.length) throw new MigrationError(`no migration from schemaVersion ${v} to ${v + 1}`);
    for (const step of found) document = step.migrate(document);
    document = { ...document, schemaVersion: v + 1 };
  }
  return document;
}
