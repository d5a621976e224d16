import { type Kysely, sql } from "kysely";

// Accounts hardening (issue 18.3) and password reset (issue 13): when an address was proven
// (`email_verified_at`, which ADMIN_EMAILS now waits for), and the single-use links mailed to
// prove it, to change it and to reset a password. Only the SHA-256 of a link's token is stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "timestamptz").execute();
  await sql`update users set email_verified_at = updated_at where email_verified`.execute(db);
  await db.schema.alterTable("users").dropColumn("email_verified").execute();

  await db.schema
    .createTable("user_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // password_reset | email_confirmation (sign-up verification and address changes)
    .addColumn("purpose", "text", (c) => c.notNull())
    // The address the link was sent to; confirming it makes it the account's verified address.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("user_tokens_user_idx").on("user_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_tokens").ifExists().execute();
  await db.schema
    .alterTable("users")
    .addColumn("email_verified", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update users set email_verified = email_verified_at is not null`.execute(db);
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
