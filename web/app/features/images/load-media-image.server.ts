import { readFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { RemoteImage } from "./fetch-remote-image.server";
import { sniffImageType } from "./sniff-image-type.server";

/** Where uploads live: MEDIA_DIR, or `.data/media` under the working directory (the repository root under `npm start`). */
export function defaultMediaDir(): string {
  return process.env.MEDIA_DIR ?? path.join(process.cwd(), ".data", "media");
}

/**
 * Reads `media:{id}` from the owner's uploads. Someone else's media id is
 * refused the same way as an unknown one.
 */
export async function loadMediaImage(options: { db: Kysely<Database>; userId: number; source: string; mediaDir?: string }): Promise<RemoteImage> {
  const id = options.source.slice("media:".length);
  const unknown = () =>
    new AppError("validation_failed", `The image ${options.source} cannot be used: no such upload.`, { errors: { images: [`${options.source}: no such upload`] } });
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw unknown();
  const row = await options.db.selectFrom("media").select(["storage_key", "mime"]).where("id", "=", id).where("user_id", "=", options.userId).executeTakeFirst();
  if (!row) throw unknown();
  const root = path.resolve(options.mediaDir ?? defaultMediaDir());
  const file = path.resolve(root, row.storage_key);
  // storage_key is ours, but a path that leaves the media folder is never followed.
  if (!file.startsWith(root + path.sep)) throw unknown();
  const bytes = await readFile(file).catch(() => {
    throw unknown();
  });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw unknown();
  return { contentType, bytes };
}
