import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { createBlankDocument } from "@paperjet/template";
import { insertTemplate, requireValidDocument, toTemplateDto, type TemplateDto } from "./templates.server.ts";

/** A new template of the workspace at version 1 (default: one blank A4 page), with its first version row by `userId`. */
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
  return db.transaction().execute(async (trx) => toTemplateDto(await insertTemplate(trx, { workspaceId, userId, name, document: valid })));
}
