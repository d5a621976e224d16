import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, TemplatesTable } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import { validateDocument, type TemplateDocument } from "@paperjet/template";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";

/** The API shape of a template (api.md: `{ id, name, version, document, createdAt, updatedAt }`). */
export interface TemplateDto {
  id: string;
  name: string;
  version: number;
  document: TemplateDocument;
  createdAt: string;
  updatedAt: string;
}

/** A list row: everything but the document, plus its page count. */
export interface TemplateSummary {
  id: string;
  name: string;
  version: number;
  pageCount: number;
  createdAt: string;
  updatedAt: string;
}

type Row = Selectable<TemplatesTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTemplateDto(row: Pick<Row, "id" | "name" | "version" | "document" | "created_at" | "updated_at">): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    document: row.document as TemplateDocument,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toTemplateSummary(
  row: Pick<Row, "id" | "name" | "version" | "created_at" | "updated_at"> & { page_count: number | string | null },
): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    pageCount: Number(row.page_count ?? 0),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** Ids that are not UUIDs are simply not found (never a database error). */
export function assertTemplateId(id: string): void {
  if (!isUuid(id)) throw templateNotFound();
}

export function templateNotFound(): AppError {
  return apiError("not_found", "templateNotFound", "Template not found.");
}

/** validateDocument's problems as 422 field errors under `document.…`. */
export function requireValidDocument(raw: unknown): TemplateDocument {
  const result = validateDocument(raw);
  if (result.ok) return result.document;
  const errors: Record<string, string[]> = {};
  for (const problem of result.errors) (errors[problem.path ? `document.${problem.path}` : "document"] ??= []).push(problem.message);
  throw apiError("validation_failed", "invalidDocument", "The template document is not valid.", { errors });
}

/** The workspace's own, not deleted. */
export function ownTemplates(db: Kysely<Database>, workspaceId: string) {
  return db.selectFrom("templates").where("workspace_id", "=", workspaceId).where("deleted_at", "is", null);
}

/** The workspace's templates and the template library (readable by everyone), not deleted. */
export function readableTemplates(db: Kysely<Database>, workspaceId: string) {
  return db
    .selectFrom("templates")
    .where("deleted_at", "is", null)
    .where((eb) => eb.or([eb("workspace_id", "=", workspaceId), eb("is_library", "=", true)]));
}

/** Select expression: the number of pages of the stored document. */
export const pageCount = sql<number>`jsonb_array_length(document->'pages')`.as("page_count");
