import { type Kysely, sql } from "kysely";

// Admin area, second part (issue 14): designs published to the template library keep where they came
// from and their library card (category, description, thumbnail); onboarding answers are surveys with
// a uuid; suggestions get a uuid too, so every kind of form submission is addressed by one; each
// submission kind can be marked handled; and one CRM contact record per user.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("templates")
    .addColumn("library_category", "text")
    .addColumn("library_description", "text")
    .addColumn("library_thumbnail_url", "text")
    // The customer template and version a library design was copied from; kept when the original goes.
    .addColumn("library_source_id", "uuid", (c) => c.references("templates.id").onDelete("set null"))
    .addColumn("library_source_version", "integer")
    .addColumn("published_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("templates_library_source_idx").on("templates").column("library_source_id").execute();

  await db.schema
    .alterTable("onboarding_answers")
    .addColumn("id", "uuid", (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn("handled_at", "timestamptz")
    .execute();
  await db.schema
    .alterTable("suggestions")
    .addColumn("uuid", "uuid", (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn("handled_at", "timestamptz")
    .execute();

  await db.schema
    .createTable("crm_contacts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("company", "text")
    .addColumn("job_title", "text")
    .addColumn("phone", "text")
    .addColumn("country", "text")
    .addColumn("heard_from", "text")
    // lead → trial → customer; only ever moves forward.
    .addColumn("lifecycle_stage", "text", (c) => c.notNull().defaultTo("lead"))
    // Where the values came from, in order (signup, onboarding, contact, book_a_demo, payment_details, user).
    .addColumn("sources", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("crm_contacts").ifExists().execute();
  await db.schema.alterTable("suggestions").dropColumn("uuid").dropColumn("handled_at").execute();
  await db.schema.alterTable("onboarding_answers").dropColumn("id").dropColumn("handled_at").execute();
  await db.schema.dropIndex("templates_library_source_idx").ifExists().execute();
  await db.schema
    .alterTable("templates")
    .dropColumn("library_category")
    .dropColumn("library_description")
    .dropColumn("library_thumbnail_url")
    .dropColumn("library_source_id")
    .dropColumn("library_source_version")
    .dropColumn("published_by")
    .execute();
}
