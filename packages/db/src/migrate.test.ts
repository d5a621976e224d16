import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestDatabase } from "./testing.ts";
import { migrateDownAll, migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import type { DatabaseHandle } from "./connect.ts";

describe(`migrations (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => handle?.close());

  const tables = async () =>
    (
      await sql<{
        tablename: string;
      }>`select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(handle.db)
    ).rows
      .map((r) => r.tablename)
      .sort();

  it("applies every migration, reverts them all, and applies them again", async () => {
    const names = Object.keys(migrations);
    expect(await migrateToLatest(handle.db)).toEqual(names);
    expect(await tables()).toEqual(
      expect.arrayContaining(["users", "templates", "template_versions", "api_keys", "api_calls", "media", "sessions", "auth_tokens"]),
    );
    expect(await migrateToLatest(handle.db)).toEqual([]);

    expect(await migrateDownAll(handle.db)).toEqual([...names].reverse());
    expect(await tables()).toEqual([]);

    expect(await migrateToLatest(handle.db)).toEqual(names);
  });

  it("stores and reads a template with a version row and enforces case-insensitive unique e-mail", async () => {
    const user = await handle.db
      .insertInto("users")
      .values({ email: "Ada@Example.com", name: "Ada" })
      .returning(["id", "role"])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: "user" });
    const workspace = await handle.db
      .insertInto("workspaces")
      .values({ name: "Ada", created_by: user.id })
      .returning(["id", "plan"])
      .executeTakeFirstOrThrow();
    expect(workspace.plan).toBe("free");
    await expect(handle.db.insertInto("users").values({ email: "ada@example.COM", name: "Copy" }).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );

    const document = { schemaVersion: 1, name: "Blank", pages: [], bindings: [] };
    const template = await handle.db
      .insertInto("templates")
      .values({ workspace_id: workspace.id, created_by: user.id, name: "Blank", document: JSON.stringify(document) })
      .returning(["id", "version", "document"])
      .executeTakeFirstOrThrow();
    expect(template.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(template.document).toEqual(document);
    await handle.db
      .insertInto("template_versions")
      .values({ template_id: template.id, version: 1, name: "Blank", document: JSON.stringify(document), created_by: user.id })
      .execute();
    await expect(
      handle.db
        .insertInto("template_versions")
        .values({ template_id: template.id, version: 1, name: "Again", document: "{}", created_by: user.id })
        .execute(),
    ).rejects.toThrow();
  });
});
