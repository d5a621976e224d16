import { randomUUID } from "node:crypto";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { inspectImage } from "./inspect-image.server.ts";
import { toMediaJson, type MediaJson } from "./media-json.ts";
import type { MediaStorage } from "./media-storage.server.ts";

/** Checks an upload by content, stores it under a key of our own, and records it for its workspace. */
export async function uploadMedia(options: {
  db: Kysely<Database>;
  storage: MediaStorage;
  workspaceId: string;
  /** Who uploads it. */
  userId: number;
  bytes: Uint8Array;
  originalName?: string;
  maxPixels: number;
}): Promise<MediaJson> {
  const image = inspectImage(options.bytes, { maxPixels: options.maxPixels });
  const id = randomUUID();
  const storageKey = `${options.workspaceId}/${id}.${image.extension}`;
  await options.storage.put(storageKey, options.bytes, image.mime);
  try {
    const row = await options.db
      .insertInto("media")
      .values({
        id,
        workspace_id: options.workspaceId,
        created_by: options.userId,
        mime: image.mime,
        width: image.width,
        height: image.height,
        size: options.bytes.byteLength,
        storage_key: storageKey,
        original_name: displayName(options.originalName),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMediaJson(row);
  } catch (error) {
    await options.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The name is only ever shown, never used as a path: keep it short and printable. */
function displayName(name: string | undefined): string | null {
  const clean = (name ?? "")
    .replace(/\p{Cc}/gu, "")
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, 200);
  return clean === "" ? null : clean;
}
