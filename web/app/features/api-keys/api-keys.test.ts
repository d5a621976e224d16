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

let database: DatabaseHandle;
let alice: number;
let bob: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const users = await database.db.insertInto("users").values([{ email: "alice@x.nl", name: "A", plan: "basic" }, { email: "bob@x.nl", name: "B" }]).returning("id").execute();
  [alice, bob] = users.map((u) => u.id);
  // The key cache answers only while it would hear of revocations from other processes.
  const hub = getInvalidationHub();
  await vi.waitUntil(() => hub.live, { timeout: 5_000 });
});
afterAll(() => database?.close());

describe("API keys", () => {
  it("stores only a hash and a visible prefix, and authenticates the key to its owner and plan", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, userId: alice, name: "CI" });
    expect(apiKey.startsWith(`${key.prefix}_`)).toBe(true);
    const row = await database.db.selectFrom("api_keys").selectAll().where("id", "=", key.id).executeTakeFirstOrThrow();
    // The secret is everything after the prefix; it may itself contain "_" (base64url).
    expect(JSON.stringify(row)).not.toContain(apiKey.slice(key.prefix.length + 1));
    expect(await authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).toEqual({ keyId: key.id, userId: alice, plan: "basic" });
    const listed = await listApiKeys({ db: database.db, userId: alice });
    expect(listed.map((k) => k.prefix)).toContain(key.prefix);
    expect(JSON.stringify(listed)).not.toContain(apiKey);
  });

  it("refuses malformed, unknown and altered keys alike", async () => {
    const { apiKey } = await createApiKey({ db: database.db, userId: alice });
    for (const authorization of [null, "", "Basic abc", `Bearer ${apiKey.slice(0, -1)}B`, "Bearer pj_AAAAAAAA_" + "A".repeat(43), `Token ${apiKey}`]) {
      await expect(authenticateApiKey({ db: database.db, authorization }), String(authorization)).rejects.toMatchObject({ status: 401 });
    }
  });

  it("revokes a key at once; another user cannot revoke it", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, userId: alice });
    await expect(revokeApiKey({ db: database.db, userId: bob, keyId: key.id })).rejects.toMatchObject({ status: 404 });
    // Checked once, so this process remembers the key: revoking it here must drop that at once.
    expect(await authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).toMatchObject({ keyId: key.id });
    await revokeApiKey({ db: database.db, userId: alice, keyId: key.id });
    await expect(authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` })).rejects.toMatchObject({ status: 401 });
    expect((await listApiKeys({ db: database.db, userId: alice })).map((k) => k.id)).not.toContain(key.id);
    expect((await listApiKeys({ db: database.db, userId: alice, includeRevoked: true })).find((k) => k.id === key.id)?.revokedAt).toBeTruthy();
  });

  it("trusts a key it checked for at most API_KEY_CACHE_MS: a revocation or plan change made elsewhere applies after that", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, userId: bob });
    const authenticate = () => authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await authenticate()).toEqual({ keyId: key.id, userId: bob, plan: "free" });
      // Another web process upgrades the plan, then revokes the key (straight in the database).
      await database.db.updateTable("users").set({ plan: "enterprise" }).where("id", "=", bob).execute();
      vi.setSystemTime(Date.now() + API_KEY_CACHE_MS - 100);
      expect(await authenticate()).toEqual({ keyId: key.id, userId: bob, plan: "free" });
      vi.setSystemTime(Date.now() + 200);
      expect(await authenticate()).toEqual({ keyId: key.id, userId: bob, plan: "enterprise" });
      await database.db.updateTable("api_keys").set({ revoked_at: new Date() }).where("id", "=", key.id).execute();
      vi.setSystemTime(Date.now() + API_KEY_CACHE_MS + 1);
      await expect(authenticate()).rejects.toMatchObject({ status: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a key at once when another web process announces its revocation", async () => {
    const { apiKey, key } = await createApiKey({ db: database.db, userId: alice });
    const authenticate = () => authenticateApiKey({ db: database.db, authorization: `Bearer ${apiKey}` });
    expect((await authenticate()).keyId).toBe(key.id);
    // The other process revokes in the database and announces it, as revokeApiKey does.
    await database.db.updateTable("api_keys").set({ revoked_at: new Date() }).where("id", "=", key.id).execute();
    const otherProcess = new Redis(process.env.REDIS_URL!);
    try {
      await otherProcess.publish("paperjet:invalidate", JSON.stringify({ kind: "api-key", id: key.id }));
      await expect.poll(() => authenticate().then(() => "accepted", () => "refused"), { timeout: 2_000 }).toBe("refused");
    } finally {
      await otherProcess.quit();
    }
  });
});
