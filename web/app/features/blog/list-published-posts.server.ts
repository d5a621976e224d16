import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { Locale } from "~/utils/locale";
import type { PostSummary } from "./post-json";
import { selectPublishedPosts, toPostSummary } from "./select-posts.server";

/** One page of a language's published posts, newest first, with the total. */
export async function listPublishedPosts(
  db: Kysely<Database>,
  options: { locale: Locale; page: number; perPage: number },
): Promise<{ posts: PostSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectPublishedPosts(db)
      .where("posts.locale", "=", options.locale)
      .orderBy("posts.published_at", "desc")
      .orderBy("posts.id")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    db
      .selectFrom("posts")
      .where("locale", "=", options.locale)
      .where("published_at", "is not", null)
      .where("published_at", "<=", new Date())
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toPostSummary), total: Number(count.n) };
}
