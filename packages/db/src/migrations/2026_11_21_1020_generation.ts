import { type Kysely, sql } from "kysely";

// Generation API: Idempotency-Key records, and marking replayed calls so they are logged but not charged.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    // SHA-256 of the template id and the canonical body: the data itself is never stored.
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull().defaultTo("running"))
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("template_version", "integer")
    .addColumn("watermarked", "boolean")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();

  await db.schema
    .alterTable("api_calls")
    .addColumn("replay", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("api_calls").dropColumn("replay").execute();
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
}
