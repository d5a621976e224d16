import { POST_SLUG } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { isLocale, type Locale } from "~/utils/locale";
import type { PostDetail } from "./post-json";
import { renderMarkdown } from "./render-markdown.server";
import { selectPublishedPosts, toPostSummary } from "./select-posts.server";
import { isUuid } from "~/utils/uuid";

/** A published post by language + slug, or by id; undefined when there is none (or it is a draft). */
export async function findPublishedPost(
  db: Kysely<Database>,
  by: { locale: Locale; slug: string } | { id: string },
): Promise<PostDetail | undefined> {
  // No post has another id or address; a NUL in a query's text would fail it (`/blog/%00` was a 500).
  if ("id" in by ? !isUuid(by.id) : !POST_SLUG.test(by.slug)) return undefined;
  let query = selectPublishedPosts(db);
  query = "id" in by ? query.where("posts.id", "=", by.id) : query.where("posts.locale", "=", by.locale).where("posts.slug", "=", by.slug);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const translations = row.translation_key
    ? await selectPublishedPosts(db).where("posts.translation_key", "=", row.translation_key).where("posts.id", "!=", row.id).execute()
    : [];
  return {
    ...toPostSummary(row),
    html: renderMarkdown(row.body),
    translations: translations.filter((t) => isLocale(t.locale)).map((t) => ({ locale: t.locale as Locale, slug: t.slug })),
  };
}
