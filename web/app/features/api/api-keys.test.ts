import { createTestDatabase } from "@paperjet/db/testing";
import type { DatabaseHandle } from "@paperjet/db";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getInvalidationHub } from "~/utils/invalidation.server";
// The app's configuration (the invalidation hub reads it).
import "../../../tests/support/test-app";
import { API_KEY_CACHE_MS } from "./api-key-cache.server";
import { authenticateApiKey } from "./authenticate-api-key.server";
import { createApiKey } from "./create-api-key.server";
import { listApiKeys } from "./list-api-keys.server";
import { revokeApiKey } from "./revoke-api-key.server";
import { createTestAccount } from "../../../tests/support/test-accounts";

let database: DatabaseHandle;
type Account = Awaited<ReturnType<typeof createTestAccount>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  database = await createTestDatabase();
  alice = await createTestAccount(database.db, { email: "alice@x.nl", name: "A", plan: "basic" });
  bob = await createTestAccount(database.db, { email: "bob@x.nl", name: "B" });
  // The key cache answers only while it would hear of revocations from other processes.
  const hub = getInvalidationHub();
  await vi.waitUntil(() => hub.live, { timeout: 5_000 });
});
afterAll(() => database?.close());

describe("API keys", () => {
  it("stores only a hash and a visible prefix, and authenticates the key to its owner and plan", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, workspaceId: alice.workspaceId, userId: alice.userId, name: "CI" });
    expect(apiKey.startsWith(`${key.prefix}_`)).toBe(true);
    const row = await database.db.selectFrom("api_keys").selectAll().where("id", "=", key.id).executeTakeFirstOrThrow();
    // The secret is everything after the prefix; it may itself contain "_" (base64url).
    expect(JSON.stringify(row)).not.toContain(apiKey.slice(key.prefix.length + 1));
    expect(await authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).toEqual({
      keyId: key.id,
      workspaceId: alice.workspaceId,
      plan: "basic",
    });
    const listed = await listApiKeys({ db: database.db, workspaceId: alice.workspaceId });
    expect(listed.map((k) => k.prefix)).toContain(key.prefix);
    // The list says who created each key (removing that member revokes it).
    expect(listed.find((k) => k.id === key.id)?.createdBy).toBe("A");
    expect(JSON.stringify(listed)).not.toContain(apiKey);
  });

  it("keeps a workspace to 20 active keys: the 21st is a 409, and revoking one makes room", async () => {
    const carol = await createTestAccount(database.db);
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await createApiKey({ db: database.db, workspaceId: carol.workspaceId, userId: carol.userId }));
    await expect(createApiKey({ db: database.db, workspaceId: carol.workspaceId, userId: carol.userId })).rejects.toMatchObject({
      status: 409,
      code: "conflict",
    });
    await revokeApiKey({ db: database.db, workspaceId: carol.workspaceId, keyId: made[0]!.key.id });
    expect((await createApiKey({ db: database.db, workspaceId: carol.workspaceId, userId: carol.userId })).key.name).toBe("API key");
  });

  it("refuses malformed, unknown and altered keys alike", async () => {
    const { apiKey } = await createApiKey({ db: database.db, workspaceId: alice.workspaceId, userId: alice.userId });
    for (const authorization of [
      null,
      "",
      "Basic abc",
      `Bearer ${apiKey.slice(0, -1)}B`,
      "Bearer pj_AAAAAAAA_" + "A".repeat(43),
      `Token ${apiKey}`,
    ]) {
      await expect(authenticateApiKey({ db: database.db, authorization }), String(authorization)).rejects.toMatchObject({ status: 401 });
    }
  });

  it("revokes a key at once; another workspace cannot revoke it", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, workspaceId: alice.workspaceId, userId: alice.userId });
    await expect(revokeApiKey({ db: database.db, workspaceId: bob.workspaceId, keyId: key.id })).rejects.toMatchObject({ status: 404 });
    // Checked once, so this process remembers the key: revoking it here must drop that at once.
    expect(await authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).toMatchObject({ keyId: key.id });
    await revokeApiKey({ db: database.db, workspaceId: alice.workspaceId, keyId: key.id });
    await expect(authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).rejects.toMatchObject({ status: 401 });
    expect((await listApiKeys({ db: database.db, workspaceId: alice.workspaceId })).map((k) => k.id)).not.toContain(key.id);
    expect(
      (await listApiKeys({ db: database.db, workspaceId: alice.workspaceId, includeRevoked: true })).find((k) => k.id === key.id)
        ?.revokedAt,
    ).toBeTruthy();
  });

  it("trusts a key it checked for at most API_KEY_CACHE_MS: a revocation or plan change made elsewhere applies after that", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, workspaceId: bob.workspaceId, userId: bob.userId });
    const authenticate = () => authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await authenticate()).toEqual({ keyId: key.id, workspaceId: bob.workspaceId, plan: "free" });
      // Another web process upgrades the plan, then revokes the key (straight in the database).
      await database.db.updateTable("workspaces").set({ plan: "enterprise" }).where("id", "=", bob.workspaceId).execute();
      vi.setSystemTime(Date.now() + API_KEY_CACHE_MS - 100);
      expect(await authenticate()).toEqual({ keyId: key.id, workspaceId: bob.workspaceId, plan: "free" });
      vi.setSystemTime(Date.now() + 200);
      expect(await authenticate()).toEqual({ keyId: key.id, workspaceId: bob.workspaceId, plan: "enterprise" });
      await database.db.updateTable("api_keys").set({ revoked_at: new Date() }).where("id", "=", key.id).execute();
      vi.setSystemTime(Date.now() + API_KEY_CACHE_MS + 1);
      await expect(authenticate()).rejects.toMatchObject({ status: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a key at once when another web process announces its revocation", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, workspaceId: alice.workspaceId, userId: alice.userId });
    const authenticate = () => authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` });
    expect((await authenticate()).keyId).toBe(key.id);
    // The other process revokes in the database and announces it, as revokeApiKey does.
    await database.db.updateTable("api_keys").set({ revoked_at: new Date() }).where("id", "=", key.id).execute();
    const otherProcess = new Redis(process.env.REDIS_URL!);
    try {
      await otherProcess.publish("paperjet:invalidate", JSON.stringify({ kind: "api-key", id: key.id }));
      await expect
        .poll(
          () =>
            authenticate().then(
              () => "accepted",
              () => "refused",
            ),
          { timeout: 2_000 },
        )
        .toBe("refused");
    } finally {
      await otherProcess.quit();
    }
  });
});
