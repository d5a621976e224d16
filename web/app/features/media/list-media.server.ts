import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { toMediaJson, type MediaJson } from "./media-json.ts";

/** The workspace's uploads, newest first, one page at a time. */
export async function listMedia(
  db: Kysely<Database>,
  options: { workspaceId: string; page: number; perPage: number },
): Promise<{ media: MediaJson[]; total: number; page: number; perPage: number }> {
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("workspace_id", "=", options.workspaceId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage)
    .execute();
  const { count } = await db
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("workspace_id", "=", options.workspaceId)
    .executeTakeFirstOrThrow();
  return { media: rows.map(toMediaJson), total: Number(count), page: options.page, perPage: options.perPage };
}
