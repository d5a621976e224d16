import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
import type { DatabaseHandle } from "../connect.ts";
import { down, up } from "./2026_11_27_1000_template_drafts.ts";

describe("2026_11_27_1000_template_drafts", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle?.close());

  const columns = async (table: string) =>
    (
      await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = ${table}`.execute(handle.db)
    ).rows.map((r) => r.column_name);

  it("goes down and up again: the drafts table and the versions' note", async () => {
    await down(handle.db);
    expect(await columns("template_drafts")).toEqual([]);
    expect(await columns("template_versions")).not.toContain("note");
    await up(handle.db);
    expect((await columns("template_drafts")).sort()).toEqual(["document", "name", "revision", "template_id", "updated_at", "updated_by"]);
    expect(await columns("template_versions")).toContain("note");
  });

  it("keeps one draft per template and drops it with its template", async () => {
    const template = await handle.db
      .insertInto("templates")
      .values({ workspace_id: null, created_by: null, name: "Drafted", document: JSON.stringify({ pages: [] }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const draft = { template_id: template.id, name: "Drafted", document: JSON.stringify({ pages: [] }), revision: 1, updated_by: null };
    await handle.db.insertInto("template_drafts").values(draft).execute();
    await expect(handle.db.insertInto("template_drafts").values(draft).execute()).rejects.toThrow(/unique|duplicate/i);
    await handle.db.deleteFrom("templates").where("id", "=", template.id).execute();
    expect(await handle.db.selectFrom("template_drafts").selectAll().where("template_id", "=", template.id).execute()).toEqual([]);
  });
});
