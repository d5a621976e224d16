import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import type { TemplateDocument } from "@paperjet/template";
import { assertTemplateId, readableTemplates, templateNotFound } from "./templates.server.ts";

export interface TemplateVersionDto {
  templateId: string;
  version: number;
  name: string;
  document: TemplateDocument;
  createdAt: string;
  latest: boolean;
}

/** A saved version, read-only; 404 for versions or templates the user cannot see. */
export async function getTemplateVersion({ db, userId, id, version }: { db: Kysely<Database>; userId: number; id: string; version: number }): Promise<TemplateVersionDto> {
  assertTemplateId(id);
  if (!Number.isInteger(version) || version < 1) throw new AppError("not_found", "Template version not found.");
  const template = await readableTemplates(db, userId).select(["id", "version"]).where("id", "=", id).executeTakeFirst();
  if (!template) throw templateNotFound();
  const row = await db.selectFrom("template_versions").selectAll().where("template_id", "=", id).where("version", "=", version).executeTakeFirst();
  if (!row) throw new AppError("not_found", "Template version not found.");
  return {
    templateId: id,
    version: row.version,
    name: row.name,
    document: row.document as TemplateDocument,
    createdAt: new Date(row.created_at).toISOString(),
    latest: row.version === template.version,
  };
}
