import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing.ts";
import type { DatabaseHandle } from "../connect.ts";
import { down, up } from "./2026_11_23_2300_account_mail.ts";

describe("2026_11_23_2300_account_mail", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    // Back to the boolean, with one verified and one unverified account as earlier releases stored them.
    await down(handle.db);
    await sql`insert into users (email, name, email_verified, updated_at) values ('v@example.com', 'V', true, '2026-11-01T10:00:00Z'), ('u@example.com', 'U', false, now())`.execute(
      handle.db,
    );
    await up(handle.db);
  });
  afterAll(async () => handle?.close());

  it("keeps who was verified as email_verified_at (their last change), the others null", async () => {
    const rows = await handle.db
      .selectFrom("users")
      .select(["email", "email_verified_at"])
      .where("email", "in", ["v@example.com", "u@example.com"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "u@example.com", email_verified_at: null },
      { email: "v@example.com", email_verified_at: new Date("2026-11-01T10:00:00Z") },
    ]);
  });

  it("stores a link's token hash once: a second row with the same hash is refused", async () => {
    const { id } = await handle.db.selectFrom("users").select("id").where("email", "=", "u@example.com").executeTakeFirstOrThrow();
    const row = { user_id: id, purpose: "password_reset" as const, email: "u@example.com", token_hash: "h", expires_at: new Date() };
    await handle.db.insertInto("user_tokens").values(row).execute();
    await expect(handle.db.insertInto("user_tokens").values(row).execute()).rejects.toThrow(/unique|duplicate/i);
  });
});
