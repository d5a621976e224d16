import type { Database } from "@paperjet/db";
import { type Kysely, sql } from "kysely";
import { isLocale } from "~/utils/locale";
import { readingMinutes, type PostSummary } from "./post-json";

/** Published posts with their author and word count; callers add filters, order and paging. */
export function selectPublishedPosts(db: Kysely<Database>) {
  return db
    .selectFrom("posts")
    .leftJoin("authors", "authors.id", "posts.author_id")
    .where("posts.published_at", "is not", null)
    .where("posts.published_at", "<=", sql<Date>`now()`)
    .select([
      "posts.id",
      "posts.locale",
      "posts.slug",
      "posts.title",
      "posts.excerpt",
      "posts.body",
      "posts.cover_image_url",
      "posts.cover_image_alt",
      "posts.tags",
      "posts.translation_key",
      "posts.published_at",
      "authors.id as author_id",
      "authors.name as author_name",
      "authors.role as author_role",
      "authors.bio as author_bio",
      "authors.avatar_url as author_avatar_url",
      sql<number>`coalesce(array_length(regexp_split_to_array(trim(posts.body), '\\s+'), 1), 0)`.as("words"),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPublishedPosts>["execute"]>>[number];

export function toPostSummary(row: Row): PostSummary {
  return {
    id: row.id,
    locale: isLocale(row.locale) ? row.locale : "en",
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.cover_image_url ? { url: row.cover_image_url, alt: row.cover_image_alt ?? "" } : null,
    tags: row.tags,
    publishedAt: new Date(row.published_at!).toISOString(),
    readingMinutes: readingMinutes(Number(row.words)),
    author: row.author_id
      ? { id: row.author_id, name: row.author_name!, role: row.author_role, bio: row.author_bio, avatarUrl: row.author_avatar_url }
      : null,
  };
}
