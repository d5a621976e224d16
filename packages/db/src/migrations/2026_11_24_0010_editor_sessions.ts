import { type Kysely, sql } from "kysely";

/**
 * Embeddable designer (issue 15): short-lived editor sessions a customer's server creates with an
 * API key for one template, and the customer's own end user on the versions such a session saves.
 * The public demo's sessions live in a sandbox workspace of their own, no customer's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("editor_sessions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("workspace_id", "uuid", (c) => c.notNull().references("workspaces.id").onDelete("cascade"))
    .addColumn("template_id", "uuid", (c) => c.notNull().references("templates.id").onDelete("cascade"))
    .addColumn("api_key_id", "uuid", (c) => c.references("api_keys.id").onDelete("set null"))
    // SHA-256 of the bearer token; the token itself is shown once, in the create answer.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("permissions", "jsonb", (c) => c.notNull())
    .addColumn("theme", "jsonb", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("allowed_origins", "jsonb", (c) => c.notNull())
    .addColumn("external_user_id", "text")
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("editor_sessions_workspace_idx").on("editor_sessions").columns(["workspace_id", "created_at"]).execute();
  await db.schema.alterTable("template_versions").addColumn("external_user_id", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("template_versions").dropColumn("external_user_id").execute();
  await db.schema.dropTable("editor_sessions").execute();
}
