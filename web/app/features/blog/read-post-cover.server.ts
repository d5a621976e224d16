import { apiError } from "~/utils/api-error-locale.server";
import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";
import { sniffImageFormat } from "~/features/media/inspect-image.server";
import { getMediaStorage } from "~/features/media/media-storage.server";
import { isUuid } from "~/utils/uuid";

/** Where a cover uploaded in the post editor is served from, for every visitor of the blog. */
export const postCoverPath = (mediaId: string) => `/api/posts/cover/${mediaId}`;

/**
 * The bytes of an uploaded cover image. Uploads are private to their workspace; a cover becomes
 * public only once a published post shows it. Administrators see it before, in the editor.
 */
export async function readPostCover(
  db: Kysely<Database>,
  options: { mediaId: string; admin: boolean },
): Promise<{ bytes: Uint8Array; mime: string }> {
  const missing = () => apiError("not_found", "coverNotFound", "There is no such cover image.");
  if (!isUuid(options.mediaId)) throw missing();
  if (!options.admin) {
    const shown = await db
      .selectFrom("posts")
      .select("id")
      .where("cover_image_url", "=", postCoverPath(options.mediaId))
      .where("published_at", "<=", sql<Date>`now()`)
      .executeTakeFirst();
    if (!shown) throw missing();
  }
  const row = await db.selectFrom("media").select("storage_key").where("id", "=", options.mediaId).executeTakeFirst();
  const bytes = row && (await getMediaStorage().get(row.storage_key));
  const mime = bytes && sniffImageFormat(bytes);
  if (!bytes || !mime) throw missing();
  return { bytes, mime };
}
