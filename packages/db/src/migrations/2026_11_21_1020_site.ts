import { type Kysely, sql } from "kysely";

// Public site issue: what visitors send through the site's forms, newsletter subscribers, and the blog.
export async function up(db: Kysely<any>): Promise<void> {
  // One table for every public form (contact, book-a-demo, newsletter): the admin area lists them together.
  await db.schema
    .createTable("form_submissions")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("handled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("form_submissions_kind_created_idx").on("form_submissions").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("subscribed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("unsubscribed_at", "timestamptz")
    .execute();
  await sql`create unique index newsletter_subscribers_email_lower_idx on newsletter_subscribers (lower(email))`.execute(db);

  await db.schema
    .createTable("authors")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text")
    .addColumn("bio", "text")
    .addColumn("avatar_url", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Posts are Markdown; the site renders them sanitised. `translation_key` links the
  // English and Dutch version of one article (their slugs differ), for hreflang.
  await db.schema
    .createTable("posts")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("author_id", "uuid", (c) => c.references("authors.id").onDelete("set null"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("cover_image_url", "text")
    .addColumn("cover_image_alt", "text")
    .addColumn("tags", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn("translation_key", "text")
    .addColumn("published_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("posts_locale_slug_unique", ["locale", "slug"])
    .execute();
  await db.schema.createIndex("posts_locale_published_idx").on("posts").columns(["locale", "published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("posts").ifExists().execute();
  await db.schema.dropTable("authors").ifExists().execute();
  await db.schema.dropTable("newsletter_subscribers").ifExists().execute();
  await db.schema.dropTable("form_submissions").ifExists().execute();
}
