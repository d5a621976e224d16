import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
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

/**
 * The designer's working copy (decision 080): what autosave writes, what the designer's preview and
 * test PDF show. API calls never see it; they use the latest version until a version is saved.
 */
export interface TemplateDraftDto {
  templateId: string;
  name: string;
  document: TemplateDocument;
  /** The draft's concurrency counter: a draft save or a version save based on another one answers 409. */
  revision: number;
  /** The latest saved version: what API calls without `version` use. */
  version: number;
  /** Whether the draft differs from the latest version (its name or document). */
  hasChanges: boolean;
  updatedAt: string;
  /** Who last wrote the draft (their name), when known. */
  updatedBy: string | null;
}

/** The draft of one of the workspace's templates, or undefined; without a draft row it is the latest version (revision 0). */
export async function selectTemplateDraft(db: Kysely<Database>, workspaceId: string, id: string): Promise<TemplateDraftDto | undefined> {
  const row = await ownTemplates(db, workspaceId)
    .leftJoin("template_drafts as d", "d.template_id", "templates.id")
    .leftJoin("users as u", "u.id", "d.updated_by")
    .select([
      "templates.id",
      "templates.name as template_name",
      "templates.document as template_document",
      "templates.version",
      "templates.updated_at as template_updated_at",
      "d.name",
      "d.document",
      "d.revision",
      "d.updated_at",
      "u.name as author",
      // jsonb equality ignores key order and whitespace: a draft saved back to the version's content has no changes.
      sql<boolean>`coalesce(d.name <> templates.name or d.document <> templates.document, false)`.as("has_changes"),
    ])
    .where("templates.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    templateId: row.id,
    name: row.name ?? row.template_name,
    document: (row.document ?? row.template_document) as TemplateDocument,
    revision: row.revision ?? 0,
    version: row.version,
    hasChanges: Boolean(row.has_changes),
    updatedAt: iso(row.updated_at ?? row.template_updated_at),
    updatedBy: row.author ?? null,
  };
}

/** The template row and its draft row, both locked until the transaction ends: saves of either kind queue here. */
export async function lockTemplateAndDraft(trx: Transaction<Database>, workspaceId: string, id: string) {
  const template = await trx
    .selectFrom("templates")
    .selectAll()
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .where("deleted_at", "is", null)
    .forUpdate()
    .executeTakeFirst();
  if (!template) throw templateNotFound();
  const draft = await trx.selectFrom("template_drafts").selectAll().where("template_id", "=", id).forUpdate().executeTakeFirst();
  return { template, draft, revision: draft?.revision ?? 0 };
}

/** 409 when a draft write or a version from the draft is based on another revision than the stored one. */
export function assertDraftRevision(current: number, sent: number): void {
  if (current === sent) return;
  throw apiError(
    "conflict",
    "draftConflict",
    `This template was changed by someone else in the meantime (draft revision ${current}). Reload it to continue.`,
    { params: { revision: current }, extra: { currentRevision: current } },
  );
}

/**
 * Makes version `template.version + 1` of `name` and `document` (a template_versions row and the
 * templates row), and writes `draft` as the draft with the next revision, so a designer still on the
 * old revision meets a conflict instead of overwriting what was just saved.
 */
export async function writeVersion(
  trx: Transaction<Database>,
  options: {
    template: Row;
    revision: number;
    name: string;
    document: unknown;
    draft: { name: string; document: unknown };
    note?: string | null;
    userId: number | null;
    externalUserId?: string | null;
  },
): Promise<Row> {
  const next = options.template.version + 1;
  const document = JSON.stringify(options.document);
  const row = await trx
    .updateTable("templates")
    .set({ name: options.name, document, version: next, updated_at: new Date() })
    .where("id", "=", options.template.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("template_versions")
    .values({
      template_id: row.id,
      version: next,
      name: options.name,
      document,
      note: options.note ?? null,
      created_by: options.userId,
      external_user_id: options.externalUserId ?? null,
    })
    .execute();
  await writeDraft(trx, { templateId: row.id, revision: options.revision + 1, ...options.draft, userId: options.userId });
  return row;
}

/** A new template of the workspace at version 1 with its first version row, inside the caller's transaction. */
export async function insertTemplate(
  trx: Transaction<Database>,
  options: { workspaceId: string; userId: number | null; externalUserId?: string | null; name: string; document: TemplateDocument },
): Promise<Row> {
  const { workspaceId, userId, name } = options;
  const document = JSON.stringify(options.document);
  const row = await trx
    .insertInto("templates")
    .values({ workspace_id: workspaceId, created_by: userId, name, version: 1, document })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("template_versions")
    .values({ template_id: row.id, version: 1, name, document, created_by: userId, external_user_id: options.externalUserId ?? null })
    .execute();
  return row;
}

/** Stores the draft at `revision` (insert or replace). */
export async function writeDraft(
  trx: Transaction<Database>,
  options: { templateId: string; revision: number; name: string; document: unknown; userId: number | null },
): Promise<void> {
  const values = {
    name: options.name,
    document: JSON.stringify(options.document),
    revision: options.revision,
    updated_by: options.userId,
    updated_at: new Date(),
  };
  await trx
    .insertInto("template_drafts")
    .values({ template_id: options.templateId, ...values })
    .onConflict((oc) => oc.column("template_id").doUpdateSet(values))
    .execute();
}
