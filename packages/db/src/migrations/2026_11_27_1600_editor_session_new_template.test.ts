import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
import type { DatabaseHandle } from "../connect.ts";
import { down, up } from "./2026_11_27_1600_editor_session_new_template.ts";

describe("2026_11_27_1600_editor_session_new_template", () => {
  let handle: DatabaseHandle;
  let workspaceId: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    workspaceId = (
      await handle.db.insertInto("workspaces").values({ name: "Host", created_by: null }).returning("id").executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => handle?.close());

  const session = (token: string, values: { template_id: string | null; new_template: string | null }) =>
    handle.db
      .insertInto("editor_sessions")
      .values({
        workspace_id: workspaceId,
        api_key_id: null,
        token_hash: token,
        permissions: JSON.stringify({ save: true, preview: true, editData: true, elements: null }),
        theme: JSON.stringify({ primaryColor: null, logoUrl: null, panels: ["insert"] }),
        locale: "en",
        allowed_origins: JSON.stringify(["https://host.example"]),
        external_user_id: null,
        expires_at: new Date(Date.now() + 60_000),
        ...values,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  it("takes a session without a template only with the new template it is for", async () => {
    const fresh = await session("hash-new", { template_id: null, new_template: JSON.stringify({ name: "Quote" }) });
    const row = await handle.db
      .selectFrom("editor_sessions")
      .select(["template_id", "new_template"])
      .where("id", "=", fresh.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ template_id: null, new_template: { name: "Quote" } });
    await expect(session("hash-neither", { template_id: null, new_template: null })).rejects.toThrow(/editor_sessions_template_or_new/);
  });

  it("down drops the sessions that never saved (they have no template to go back to), and up applies again", async () => {
    const template = await handle.db
      .insertInto("templates")
      .values({ workspace_id: workspaceId, created_by: null, name: "Saved", document: JSON.stringify({ pages: [] }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const bound = await session("hash-bound", { template_id: template.id, new_template: null });
    await down(handle.db);
    expect((await handle.db.selectFrom("editor_sessions").select("id").execute()).map((r) => r.id)).toEqual([bound.id]);
    await up(handle.db);
    expect(await session("hash-again", { template_id: null, new_template: JSON.stringify({ name: "Again" }) })).toHaveProperty("id");
  });
});
