import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { createBlankDocument } from "@paperjet/template";
import { requireValidDocument, toTemplateDto, type TemplateDto } from "./templates.server.ts";

/** A new template of the workspace at version 1 (default: one blank A4 page), with its first version row by `userId` (null: made for an editor session). */
export async function createTemplate({
  db,
  workspaceId,
  userId,
  name,
  document,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number | null;
  name: string;
  document?: unknown;
}): Promise<TemplateDto> {
  const valid = requireValidDocument(document ?? createBlankDocument(name));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("templates")
      .values({ workspace_id: workspaceId, created_by: userId, name, version: 1, document: JSON.stringify(valid) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("template_versions")
      .values({ template_id: row.id, version: 1, name, document: JSON.stringify(valid), created_by: userId })
      .execute();
    return toTemplateDto(row);
  });
}
