import { type Kysely, sql } from "kysely";

/**
 * A `newTemplate` editor session makes no template until its first save (issue 26): until then the
 * session holds what it was asked for (`new_template`, e.g. `{ name }`) and no template; the first save
 * creates the template and sets `template_id`, so a session that is never saved leaves nothing behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("editor_sessions")
    .alterColumn("template_id", (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable("editor_sessions").addColumn("new_template", "jsonb").execute();
  await db.schema
    .alterTable("editor_sessions")
    .addCheckConstraint("editor_sessions_template_or_new", sql`template_id is not null or new_template is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("editor_sessions").dropConstraint("editor_sessions_template_or_new").execute();
  // A session that never saved has no template to go back to.
  await db.deleteFrom("editor_sessions").where("template_id", "is", null).execute();
  await db.schema.alterTable("editor_sessions").dropColumn("new_template").execute();
  await db.schema
    .alterTable("editor_sessions")
    .alterColumn("template_id", (c) => c.setNotNull())
    .execute();
}
