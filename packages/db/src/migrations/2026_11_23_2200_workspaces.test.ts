import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../connect.ts";
import { migrateTo, migrateToLatest } from "../migrate.ts";
import { createTestDatabase } from "../testing.ts";

const BEFORE = "2026_11_21_1300_generation_reservations";
const document = (name: string) => JSON.stringify({ schemaVersion: 1, name, pages: [], bindings: [] });

/** Wave-1 data as the accounts and generation issues left it: everything keyed by user_id. */
async function fillWaveOne(db: DatabaseHandle["db"]) {
  const w = db as unknown as import("kysely").Kysely<any>;
  const users = await w
    .insertInto("users")
    .values([
      { email: "ada@example.com", name: "Ada", plan: "basic" },
      { email: "bob@example.com", name: "Bob", plan: "free" },
    ])
    .returning(["id", "email"])
    .execute();
  const ids: Record<string, { user: number; templates: string[]; media: string; key: string }> = {};
  for (const u of users) {
    const templates: string[] = [];
    for (const name of ["Invoice", "Label"]) {
      const t = await w
        .insertInto("templates")
        .values({ user_id: u.id, name, version: 2, document: document(name) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await w
        .insertInto("template_versions")
        .values([1, 2].map((version) => ({ template_id: t.id, version, name, document: document(name), created_by: u.id })))
        .execute();
      templates.push(t.id);
    }
    const media = await w
      .insertInto("media")
      .values({ user_id: u.id, mime: "image/png", width: 1, height: 1, size: 68, storage_key: `${u.id}/logo.png` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const key = await w
      .insertInto("api_keys")
      .values({ user_id: u.id, name: "CI", prefix: `pj_${u.id}x`, key_hash: "hash" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await w
      .insertInto("api_calls")
      .values({
        user_id: u.id,
        api_key_id: key.id,
        template_id: templates[0],
        request_id: `req-${u.id}`,
        format: "pdf",
        status: 200,
        pages: 1,
      })
      .execute();
    await w
      .insertInto("idempotency_keys")
      .values({ user_id: u.id, key: "k1", request_hash: "h", request_id: `req-${u.id}` })
      .execute();
    await w
      .insertInto("generation_reservations")
      .values({ request_id: `res-${u.id}`, user_id: u.id })
      .execute();
    ids[u.email] = { user: u.id, templates, media: media.id, key: key.id };
  }
  return ids;
}

describe("2026_11_23_2200_workspaces", () => {
  let handle: DatabaseHandle;
  let ids: Awaited<ReturnType<typeof fillWaveOne>>;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrate: false });
    await migrateTo(handle.db, BEFORE);
    ids = await fillWaveOne(handle.db);
    expect(await migrateToLatest(handle.db)).toContain("2026_11_23_2200_workspaces");
  });
  afterAll(async () => handle?.close());

  const personalWorkspace = (userId: number) =>
    handle.db
      .selectFrom("workspace_members")
      .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
      .select(["workspaces.id", "workspaces.name", "workspaces.plan", "workspace_members.role"])
      .where("workspace_members.user_id", "=", userId)
      .execute();

  it("gives every user one personal workspace that they own, with their plan", async () => {
    expect(await personalWorkspace(ids["ada@example.com"]!.user)).toEqual([
      { id: expect.any(String), name: "Ada", plan: "basic", role: "owner" },
    ]);
    expect(await personalWorkspace(ids["bob@example.com"]!.user)).toEqual([
      { id: expect.any(String), name: "Bob", plan: "free", role: "owner" },
    ]);
  });

  it("moves every template, version, medium, key, call, idempotency key and reservation to its user's workspace", async () => {
    for (const owned of Object.values(ids)) {
      const workspaceId = (await personalWorkspace(owned.user))[0]!.id;
      const templates = await handle.db
        .selectFrom("templates")
        .select(["id", "workspace_id", "created_by"])
        .where("workspace_id", "=", workspaceId)
        .orderBy("id")
        .execute();
      expect(templates).toEqual([...owned.templates].sort().map((id) => ({ id, workspace_id: workspaceId, created_by: owned.user })));
      const versions = await handle.db
        .selectFrom("template_versions")
        .select(["version", "created_by"])
        .where("template_id", "in", owned.templates)
        .execute();
      expect(versions).toHaveLength(4);
      expect(versions.every((v) => v.created_by === owned.user)).toBe(true);
      expect(await handle.db.selectFrom("media").select(["id", "created_by"]).where("workspace_id", "=", workspaceId).execute()).toEqual([
        { id: owned.media, created_by: owned.user },
      ]);
      expect(await handle.db.selectFrom("api_keys").select(["id", "created_by"]).where("workspace_id", "=", workspaceId).execute()).toEqual(
        [{ id: owned.key, created_by: owned.user }],
      );
      expect(await handle.db.selectFrom("api_calls").select("api_key_id").where("workspace_id", "=", workspaceId).execute()).toEqual([
        { api_key_id: owned.key },
      ]);
      expect(await handle.db.selectFrom("idempotency_keys").select("key").where("workspace_id", "=", workspaceId).execute()).toEqual([
        { key: "k1" },
      ]);
      expect(
        await handle.db.selectFrom("generation_reservations").select("request_id").where("workspace_id", "=", workspaceId).execute(),
      ).toEqual([{ request_id: `res-${owned.user}` }]);
    }
  });

  it("leaves the template library without a workspace and every other row with one", async () => {
    const library = await handle.db.selectFrom("templates").select(["workspace_id"]).where("is_library", "=", true).execute();
    expect(library.length).toBeGreaterThan(0);
    expect(library.every((t) => t.workspace_id === null)).toBe(true);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from templates where workspace_id is null and not is_library`.execute(handle.db);
    expect(rows[0]!.n).toBe(0);
  });

  it("reverts to user ownership and applies again", async () => {
    await migrateTo(handle.db, BEFORE);
    const w = handle.db as unknown as import("kysely").Kysely<any>;
    const ada = ids["ada@example.com"]!;
    expect(await w.selectFrom("users").select("plan").where("id", "=", ada.user).executeTakeFirst()).toEqual({ plan: "basic" });
    expect(
      (await w.selectFrom("templates").select("user_id").where("id", "in", ada.templates).execute()).map(
        (r: { user_id: number }) => r.user_id,
      ),
    ).toEqual([ada.user, ada.user]);
    expect(await w.selectFrom("api_calls").select("user_id").where("api_key_id", "=", ada.key).execute()).toEqual([{ user_id: ada.user }]);
    await migrateToLatest(handle.db);
    expect(await personalWorkspace(ada.user)).toHaveLength(1);
  });
});
