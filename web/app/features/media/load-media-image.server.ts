import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { getMediaStorage, type MediaStorage } from "./media-storage.server";
import type { RemoteImage } from "./fetch-remote-image.server";
import { imageRefused } from "./image-refused.server";
import { sniffImageType } from "./sniff-image-type.server";

/**
 * Reads `media:{id}` from the owner's uploads (through the media area's
 * storage: disk or S3). Someone else's media id is refused exactly like an
 * unknown one.
 */
export async function loadMediaImage(options: {
  db: Kysely<Database>;
  workspaceId: string;
  source: string;
  storage?: MediaStorage;
}): Promise<RemoteImage> {
  const id = options.source.slice("media:".length);
  // Shown whole, not shortened like other sources.
  const unknown = () => imageRefused(options.source, { key: "noSuchUpload", english: "no such upload" }, { whole: true });
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw unknown();
  const row = await options.db
    .selectFrom("media")
    .select(["storage_key"])
    .where("id", "=", id)
    .where("workspace_id", "=", options.workspaceId)
    .executeTakeFirst();
  if (!row) throw unknown();
  const stored = await (options.storage ?? getMediaStorage()).get(row.storage_key).catch(() => undefined);
  if (!stored) throw unknown();
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const contentType = sniffImageType(bytes);
  if (!contentType) throw unknown();
  return { contentType, bytes };
}
