import { type Kysely, sql } from "kysely";

/**
 * Thumbnails of templates and library designs: the first page as a PNG, rendered by the worker and
 * kept for one template version (a save makes a new version, so the stored one is stale and replaced).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("template_thumbnails")
    .addColumn("template_id", "uuid", (c) => c.primaryKey().references("templates.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("png", "bytea", (c) => c.notNull())
    .addColumn("rendered_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("template_thumbnails").execute();
}
