import { randomUUID } from "node:crypto";
import type { Database } from "@paperjet/db";
import type { adminPostSchema, postRequestSchema } from "@paperjet/contracts";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { containsPattern } from "~/utils/contains-pattern";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { runAdminWrite } from "./admin-writes.server";
import { findAdminAuthor } from "./admin-authors.server";

export type AdminPost = z.infer<typeof adminPostSchema>;
type PostInput = z.output<typeof postRequestSchema>;

function selectPosts(db: Kysely<Database>) {
  return db
    .selectFrom("posts")
    .leftJoin("authors", "authors.id", "posts.author_id")
    .leftJoin("posts as translation", (join) =>
      join.onRef("translation.translation_key", "=", "posts.translation_key").onRef("translation.id", "!=", "posts.id"),
    )
    .selectAll("posts")
    .select([
      "authors.name as author_name",
      "translation.id as translation_id",
      "translation.locale as translation_locale",
      "translation.title as translation_title",
    ]);
}

function toPost(row: Awaited<ReturnType<ReturnType<typeof selectPosts>["execute"]>>[number], now = Date.now()): AdminPost {
  const publishedAt = row.published_at ? new Date(row.published_at) : null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    locale: row.locale === "nl" ? "nl" : "en",
    body: row.body,
    excerpt: row.excerpt,
    authorId: row.author_id,
    authorName: row.author_name,
    coverImageUrl: row.cover_image_url,
    coverImageAlt: row.cover_image_alt,
    tags: row.tags,
    publishedAt: publishedAt?.toISOString() ?? null,
    // Scheduled posts are stored like published ones; the public blog shows a post only from published_at on.
    status: !publishedAt ? "draft" : publishedAt.getTime() > now ? "scheduled" : "published",
    translation: row.translation_id ? { id: row.translation_id, locale: row.translation_locale!, title: row.translation_title! } : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Both languages' posts, drafts and scheduled ones included, newest first. */
export async function listAdminPosts(db: Kysely<Database>, options: { page: number; perPage: number; query?: string }) {
  let query = selectPosts(db);
  if (options.query) {
    const like = containsPattern(options.query);
    query = query.where((eb) => eb.or([eb("posts.title", "ilike", like), eb("posts.slug", "ilike", like)]));
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy("posts.created_at", "desc")
      .orderBy("posts.id")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toPost(row)), total: Number(count.n), page: options.page, perPage: options.perPage };
}

export async function findAdminPost(db: Kysely<Database>, id: string): Promise<AdminPost> {
  const row = isUuid(id) ? await selectPosts(db).where("posts.id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw apiError("not_found", "postNotFound", "No such post.");
  return toPost(row);
}

/** Checks what the database alone would answer with a 500 or accept wrongly: a taken slug, an unknown author, a translation in the same language. */
async function checkPost(trx: Kysely<Database>, input: PostInput, id: string | null): Promise<string | null> {
  let taken = trx.selectFrom("posts").select("id").where("locale", "=", input.locale).where("slug", "=", input.slug);
  if (id) taken = taken.where("id", "!=", id);
  if (await taken.executeTakeFirst()) {
    throw apiError("conflict", "slugTaken", `The slug "${input.slug}" is already used by another ${input.locale} post.`, {
      params: { slug: input.slug, locale: input.locale },
      errors: { slug: ["This slug is already used in this language."] },
    });
  }
  await findAdminAuthor(trx, input.authorId);
  if (!input.translationOf) return null;
  const other = await findAdminPost(trx, input.translationOf);
  if (other.locale === input.locale || other.id === id) {
    throw apiError("conflict", "translationLocale", "A translation must be a post in the other language.", {
      errors: { translationOf: ["Choose a post in the other language."] },
    });
  }
  const key =
    (await trx.selectFrom("posts").select("translation_key").where("id", "=", other.id).executeTakeFirstOrThrow()).translation_key ??
    randomUUID();
  await trx.updateTable("posts").set({ translation_key: key }).where("id", "=", other.id).execute();
  return key;
}

function columns(input: PostInput) {
  return {
    title: input.title,
    slug: input.slug,
    locale: input.locale,
    body: input.body,
    excerpt: input.excerpt,
    author_id: input.authorId,
    cover_image_url: input.coverImageUrl,
    cover_image_alt: input.coverImageAlt,
    tags: input.tags,
    published_at: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createPost(db: Kysely<Database>, options: { actor: Actor; input: PostInput }): Promise<AdminPost> {
  return runAdminWrite(db, { actor: options.actor, action: "post.create", targetType: "post" }, async (trx) => {
    const translationKey = await checkPost(trx, options.input, null);
    const { id } = await trx
      .insertInto("posts")
      .values({ ...columns(options.input), translation_key: translationKey })
      .returning("id")
      .executeTakeFirstOrThrow();
    const after = await findAdminPost(trx, id);
    return { targetId: id, before: null, after, result: after };
  });
}

export function updatePost(db: Kysely<Database>, options: { actor: Actor; id: string; input: PostInput }): Promise<AdminPost> {
  return runAdminWrite(db, { actor: options.actor, action: "post.update", targetType: "post" }, async (trx) => {
    const before = await findAdminPost(trx, options.id);
    const translationKey = await checkPost(trx, options.input, options.id);
    const keep = options.input.translationOf === undefined ? {} : { translation_key: translationKey };
    await trx
      .updateTable("posts")
      .set({ ...columns(options.input), ...keep, updated_at: new Date() })
      .where("id", "=", options.id)
      .execute();
    const after = await findAdminPost(trx, options.id);
    return { targetId: options.id, before, after, result: after };
  });
}

export function deletePost(db: Kysely<Database>, options: { actor: Actor; id: string }): Promise<void> {
  return runAdminWrite(db, { actor: options.actor, action: "post.delete", targetType: "post" }, async (trx) => {
    const before = await findAdminPost(trx, options.id);
    await trx.deleteFrom("posts").where("id", "=", options.id).execute();
    return { targetId: options.id, before, after: null, result: undefined };
  });
}

/** What the post editor offers: the post (when editing), every author, and the posts it may be a translation of. */
export async function loadPostEditor(db: Kysely<Database>, id: string | null) {
  const [post, authors, posts] = await Promise.all([
    id ? findAdminPost(db, id) : null,
    db.selectFrom("authors").select(["id", "name"]).orderBy("name").execute(),
    db.selectFrom("posts").select(["id", "title", "locale"]).orderBy("created_at", "desc").limit(200).execute(),
  ]);
  return { post, authors, others: posts.filter((p) => p.id !== id && (!post || p.locale !== post.locale)) };
}
