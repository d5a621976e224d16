import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { findOwnMedia } from "./find-media.server.ts";
import type { MediaStorage } from "./media-storage.server.ts";

/** Removes one of the workspace's uploads (row first, so a failed file removal never leaves a row pointing nowhere). */
export async function deleteMedia(
  db: Kysely<Database>,
  options: { storage: MediaStorage; workspaceId: string; id: string },
): Promise<void> {
  const row = await findOwnMedia(db, options);
  await db.deleteFrom("media").where("id", "=", row.id).execute();
  await options.storage.delete(row.storage_key);
}
