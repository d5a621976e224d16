import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { getInvalidationHub } from "~/utils/invalidation.server";
import { assertTemplateId, templateNotFound } from "./templates.server.ts";

/**
 * Soft delete: the template disappears from the app and the API, while its
 * rows stay for the API-call history that points at it. Every web process
 * drops its cached copy.
 */
export async function deleteTemplate({ db, workspaceId, id }: { db: Kysely<Database>; workspaceId: string; id: string }): Promise<void> {
  assertTemplateId(id);
  // `returning` rather than numUpdatedRows: PGlite's driver reports 0 updated rows.
  const deleted = await db
    .updateTable("templates")
    .set({ deleted_at: new Date() })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .where("deleted_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!deleted) throw templateNotFound();
  await getInvalidationHub().publish("template", id);
}
