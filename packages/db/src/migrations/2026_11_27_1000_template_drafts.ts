import { type Kysely, sql } from "kysely";

/**
 * Drafts and versions (docs/decisions/080): the designer's autosave writes a template's one draft; a
 * version (a template_versions row) is made only on purpose, with an optional note. No draft row means
 * the draft is the latest version. `revision` is the draft's own optimistic-concurrency counter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("template_drafts")
    .addColumn("template_id", "uuid", (c) => c.primaryKey().references("templates.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("document", "jsonb", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable("template_versions").addColumn("note", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("template_versions").dropColumn("note").execute();
  await db.schema.dropTable("template_drafts").execute();
}
