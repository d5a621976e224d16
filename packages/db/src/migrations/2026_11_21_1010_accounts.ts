import { type Kysely, sql } from "kysely";

// Accounts issue: onboarding survey answers, feature suggestions, the one-time dashboard tour,
// and the link from a bearer token to the browser session it was issued with (logout ends both).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("dashboard_tour_seen_at", "timestamptz").execute();
  await db.schema.alterTable("auth_tokens").addColumn("session_id", "text").execute();
  await db.schema.createIndex("auth_tokens_session_idx").on("auth_tokens").column("session_id").execute();

  await db.schema
    .createTable("onboarding_answers")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("answers", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("suggestions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("suggestions").ifExists().execute();
  await db.schema.dropTable("onboarding_answers").ifExists().execute();
  await db.schema.dropIndex("auth_tokens_session_idx").ifExists().execute();
  await db.schema.alterTable("auth_tokens").dropColumn("session_id").execute();
  await db.schema.alterTable("users").dropColumn("dashboard_tour_seen_at").execute();
}
