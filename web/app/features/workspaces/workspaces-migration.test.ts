import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@paperjet/db/testing";
import { migrateTo, migrateToLatest, type DatabaseHandle } from "@paperjet/db";
import { generateApiKeySecret } from "~/features/api/api-key-secret.server";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { useDatabaseForTests } from "~/utils/db.server";
import { loadFixture, pdfText } from "@paperjet/test-kit/documents";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";
import { generateRequest } from "../../../tests/support/generation-harness";

/**
 * A database as the accounts and generation issues left it (keys, templates
 * and calls owned by a user) migrates to workspaces, and the API key made
 * before still generates the user's template, now owned by their workspace.
 */
describe("an API key from before workspaces", () => {
  let handle: DatabaseHandle;
  let worker: SpawnedWorker;
  const label = loadFixture("label");
  const secret = generateApiKeySecret();
  let templateId: string;
  let userId: number;

  beforeAll(async () => {
    process.env.SESSION_SECRET ??= "test-session-secret-test-session-secret";
    handle = await createTestDatabase({ migrate: false });
    await migrateTo(handle.db, "2026_11_21_1300_generation_reservations");
    const old = handle.db as unknown as Kysely<any>;
    ({ id: userId } = await old
      .insertInto("users")
      .values({ email: "wave1@example.com", name: "Wave One", plan: "enterprise" })
      .returning("id")
      .executeTakeFirstOrThrow());
    await old.insertInto("api_keys").values({ user_id: userId, name: "old key", prefix: secret.prefix, key_hash: secret.hash }).execute();
    ({ id: templateId } = await old
      .insertInto("templates")
      .values({ user_id: userId, name: "Label", document: JSON.stringify(label.document) })
      .returning("id")
      .executeTakeFirstOrThrow());
    await old.insertInto("api_calls").values({ user_id: userId, request_id: "before", format: "pdf", status: 200, pages: 1 }).execute();
    await migrateToLatest(handle.db);
    useDatabaseForTests(handle);
    worker = await spawnWorker({ redisUrl: process.env.REDIS_URL!, id: `migration-${process.pid}`, env: { RENDER_CONCURRENCY: "1" } });
  }, 120_000);
  afterAll(async () => {
    await worker?.stop("SIGKILL");
    await handle?.close();
  });

  it("generates the user's template, counted in their personal workspace on their plan", async () => {
    const response = (await generate({
      request: generateRequest(templateId, { apiKey: secret.apiKey, body: { data: label.data } }),
      params: { templateId },
      context: {},
    })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Watermarked")).toBe("false");
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain("TO: MARIEKE VAN DEN BERG");
    const workspace = await handle.db
      .selectFrom("workspace_members")
      .innerJoin("workspaces", "workspaces.id", "workspace_members.workspace_id")
      .select(["workspaces.id", "workspaces.plan", "workspace_members.role"])
      .where("workspace_members.user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(workspace).toMatchObject({ plan: "enterprise", role: "owner" });
    await expect
      .poll(
        async () =>
          (await handle.db.selectFrom("api_calls").select("request_id").where("workspace_id", "=", workspace.id).orderBy("id").execute())
            .length,
      )
      .toBe(2);
  });
});
