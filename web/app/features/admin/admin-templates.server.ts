import type { Database } from "@paperjet/db";
import type { adminTemplateSchema, adminTemplatesRequestSchema, adminTemplateViewSchema, libraryDesignSchema } from "@paperjet/contracts";
import { sql, type Kysely } from "kysely";
import type { z } from "zod";
import { pageCount } from "~/features/templates/templates.server";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import { containsPattern } from "~/utils/contains-pattern";

export type AdminTemplate = z.infer<typeof adminTemplateSchema>;
export type LibraryDesign = z.infer<typeof libraryDesignSchema>;
type TemplatesQuery = z.output<typeof adminTemplatesRequestSchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Customer templates (not the library, not deleted) with their workspace, owner, versions and use. */
function selectAdminTemplates(db: Kysely<Database>) {
  return db
    .selectFrom("templates as t")
    .innerJoin("workspaces as w", "w.id", "t.workspace_id")
    .where("t.is_library", "=", false)
    .where("t.deleted_at", "is", null)
    .select([
      "t.id",
      "t.name",
      "t.version",
      "t.created_at",
      "t.updated_at",
      "w.id as workspace_id",
      "w.name as workspace_name",
      pageCount,
      sql<string>`(select count(*) from template_versions v where v.template_id = t.id)`.as("versions"),
      sql<Date | null>`(select max(c.created_at) from api_calls c where c.template_id = t.id)`.as("last_generated_at"),
      sql<string>`(select count(*) from api_calls c where c.template_id = t.id)`.as("generations"),
      sql<string>`(select count(*) from templates l where l.library_source_id = t.id and l.deleted_at is null)`.as("published"),
      sql<{
        id: number;
        name: string;
        email: string;
      } | null>`(select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from workspace_members m join users u on u.id = m.user_id where m.workspace_id = w.id and m.role = 'owner' order by m.joined_at limit 1)`.as(
        "owner",
      ),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminTemplates>["execute"]>>[number];

function toAdminTemplate(row: Row): AdminTemplate {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    versions: Number(row.versions),
    pageCount: Number(row.page_count ?? 0),
    workspace: { id: row.workspace_id, name: row.workspace_name },
    owner: row.owner,
    lastGeneratedAt: row.last_generated_at === null ? null : iso(row.last_generated_at),
    generations: Number(row.generations),
    published: Number(row.published),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const SORTS = { updatedAt: sql`t.updated_at`, name: sql`lower(t.name)`, lastGeneratedAt: sql`last_generated_at` } as const;

/** One page of every workspace's templates: search in the name, one workspace, sorted. */
export async function listAdminTemplates(db: Kysely<Database>, filters: TemplatesQuery) {
  let query = selectAdminTemplates(db);
  if (filters.query) query = query.where("t.name", "ilike", containsPattern(filters.query));
  if (filters.workspaceId) query = query.where("t.workspace_id", "=", filters.workspaceId);
  const direction = filters.order === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  const [rows, count] = await Promise.all([
    query
      .orderBy(sql`${SORTS[filters.sort]} ${direction}`)
      .orderBy("t.id")
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toAdminTemplate), total: Number(count.n), page: filters.page, perPage: filters.perPage };
}

export function templateNotFoundForAdmin() {
  return apiError("not_found", "templateNotFound", "Template not found.");
}

/** One customer template with its document, its versions and the library designs copied from it. */
export async function viewAdminTemplate(db: Kysely<Database>, id: string): Promise<z.infer<typeof adminTemplateViewSchema>> {
  const row = isUuid(id) ? await selectAdminTemplates(db).select("t.document").where("t.id", "=", id).executeTakeFirst() : undefined;
  if (!row) throw templateNotFoundForAdmin();
  const [versions, library] = await Promise.all([
    db
      .selectFrom("template_versions as v")
      .leftJoin("users as u", "u.id", "v.created_by")
      .select(["v.version", "v.name", "v.created_at", "u.email"])
      .where("v.template_id", "=", id)
      .orderBy("v.version", "desc")
      .execute(),
    listLibraryDesigns(db, { sourceId: id }),
  ]);
  return {
    template: { ...toAdminTemplate(row), document: row.document },
    versions: versions.map((v) => ({ version: v.version, name: v.name, createdAt: iso(v.created_at), createdBy: v.email })),
    library,
  };
}

/** Library designs (all, or those copied from one template), newest first. */
export async function listLibraryDesigns(db: Kysely<Database>, options: { sourceId?: string } = {}): Promise<LibraryDesign[]> {
  let query = db
    .selectFrom("templates")
    .select([
      "id",
      "name",
      "library_category",
      "library_locale",
      "library_description",
      "library_thumbnail_url",
      "library_source_id",
      "library_source_version",
      "created_at",
    ])
    .where("is_library", "=", true)
    .where("deleted_at", "is", null);
  if (options.sourceId) query = query.where("library_source_id", "=", options.sourceId);
  const rows = await query.orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(toLibraryDesign);
}

export function toLibraryDesign(row: {
  id: string;
  name: string;
  library_category: string | null;
  library_locale: string | null;
  library_description: string | null;
  library_thumbnail_url: string | null;
  library_source_id: string | null;
  library_source_version: number | null;
  created_at: Date | string;
}): LibraryDesign {
  return {
    id: row.id,
    name: row.name,
    category: row.library_category,
    locale: row.library_locale === "nl" ? "nl" : "en",
    description: row.library_description,
    thumbnailUrl: row.library_thumbnail_url,
    sourceTemplateId: row.library_source_id,
    sourceVersion: row.library_source_version,
    createdAt: iso(row.created_at),
  };
}
