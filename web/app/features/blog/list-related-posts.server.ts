import type { Database } from "@paperjet/db";
import { type Kysely, sql } from "kysely";
import type { PostSummary } from "./post-json";
import { selectPublishedPosts, toPostSummary } from "./select-posts.server";

/** Other posts in the same language, those sharing the most tags first, then the newest. */
export async function listRelatedPosts(
  db: Kysely<Database>,
  post: { id: string; locale: string; tags: string[] },
  limit = 3,
): Promise<PostSummary[]> {
  const shared = sql<number>`cardinality(array(select unnest(posts.tags) intersect select unnest(${sql.val(post.tags)}::text[])))`;
  const rows = await selectPublishedPosts(db)
    .where("posts.locale", "=", post.locale)
    .where("posts.id", "!=", post.id)
    .orderBy(shared, "desc")
    .orderBy("posts.published_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPostSummary);
}
