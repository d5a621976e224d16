import { type Kysely, sql } from "kysely";

// Admin area (issue 14): an account an administrator disabled (`disabled_at`: its sessions, tokens and
// the API keys it created stop working), and the audit log every admin write goes through.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("disabled_at", "timestamptz").execute();
  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Kept when the administrator's account goes: the record of what was done outlives it.
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("actor_email", "text", (c) => c.notNull())
    // e.g. user.disable, workspace.plan, post.update
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    // The user a write concerns, so each user's page lists the writes about them and their workspaces.
    .addColumn("subject_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("admin_audit_log_created_idx").on("admin_audit_log").column("created_at").execute();
  await db.schema.createIndex("admin_audit_log_subject_idx").on("admin_audit_log").columns(["subject_user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_audit_log").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
}
