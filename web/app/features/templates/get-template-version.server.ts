import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { TemplateDocument } from "@paperjet/template";
import { SQL_INTEGER_MAX } from "@paperjet/contracts";
import { assertTemplateId, readableTemplates, templateNotFound } from "./templates.server.ts";
import { apiError } from "~/utils/api-error-locale.server";

export interface TemplateVersionDto {
  templateId: string;
  version: number;
  name: string;
  document: TemplateDocument;
  createdAt: string;
  latest: boolean;
  /** Why, in the saver's words. */
  note: string | null;
}

/** A saved version, read-only; 404 for versions or templates the user cannot see. */
export async function getTemplateVersion({
  db,
  workspaceId,
  id,
  version,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  id: string;
  version: number;
}): Promise<TemplateVersionDto> {
  assertTemplateId(id);
  const versionNotFound = () => apiError("not_found", "versionNotFound", "Template version not found.", { params: { version } });
  if (!Number.isInteger(version) || version < 1 || version > SQL_INTEGER_MAX) throw versionNotFound();
  const template = await readableTemplates(db, workspaceId).select(["id", "version"]).where("id", "=", id).executeTakeFirst();
  if (!template) throw templateNotFound();
  const row = await db
    .selectFrom("template_versions")
    .selectAll()
    .where("template_id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw versionNotFound();
  return {
    templateId: id,
    version: row.version,
    name: row.name,
    document: row.document as TemplateDocument,
    createdAt: new Date(row.created_at).toISOString(),
    latest: row.version === template.version,
    note: row.note,
  };
}
