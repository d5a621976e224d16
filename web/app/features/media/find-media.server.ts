import { apiError } from "~/utils/api-error-locale.server";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { isUuid } from "~/utils/uuid";

/** The workspace's media row; another workspace's id answers exactly like an unknown one (404). */
export async function findOwnMedia(db: Kysely<Database>, options: { workspaceId: string; id: string }) {
  const row = isUuid(options.id)
    ? await db
        .selectFrom("media")
        .selectAll()
        .where("id", "=", options.id)
        .where("workspace_id", "=", options.workspaceId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw apiError("not_found", "uploadNotFound", "There is no such upload.");
  return row;
}
