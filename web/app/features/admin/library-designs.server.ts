import type { Database } from "@paperjet/db";
import type { globalTemplateStoreRequestSchema } from "@paperjet/contracts";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import type { Actor } from "./admin-route.server";
import { templateNotFoundForAdmin, toLibraryDesign, type LibraryDesign } from "./admin-templates.server";
import { runAdminWrite } from "./admin-writes.server";

type PublishRequest = z.output<typeof globalTemplateStoreRequestSchema>;

/**
 * Publishes a customer template's version to the template library: a copy owned by no workspace
 * (so later edits of the original never change what customers see), with its library card. It
 * shows at once wherever the library is listed (`GET /api/templates/designs`: the designer's
 * templates panel and the dashboard).
 */
export async function publishLibraryDesign(db: Kysely<Database>, options: { actor: Actor } & PublishRequest): Promise<LibraryDesign> {
  return runAdminWrite(db, { actor: options.actor, action: "library.publish", targetType: "template" }, async (trx) => {
    const source = await trx
      .selectFrom("templates")
      .select(["id", "version", "created_by"])
      .where("id", "=", options.templateId)
      .where("is_library", "=", false)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!source) throw templateNotFoundForAdmin();
    const version = options.version ?? source.version;
    const saved = await trx
      .selectFrom("template_versions")
      .select(["document"])
      .where("template_id", "=", source.id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!saved) throw apiError("not_found", "versionNotFound", "Template version not found.", { params: { version } });
    const document = JSON.stringify(saved.document);
    const row = await trx
      .insertInto("templates")
      .values({
        workspace_id: null,
        created_by: options.actor.id,
        name: options.name,
        version: 1,
        document,
        is_library: true,
        library_category: options.category,
        library_locale: options.locale,
        library_description: options.description,
        library_thumbnail_url: options.thumbnailUrl,
        library_source_id: source.id,
        library_source_version: version,
        published_by: options.actor.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("template_versions")
      .values({ template_id: row.id, version: 1, name: options.name, document, created_by: options.actor.id })
      .execute();
    const design = toLibraryDesign(row);
    return { targetId: row.id, subjectUserId: source.created_by, before: null, after: { ...design, createdAt: undefined }, result: design };
  });
}

/** Takes a design out of the library (soft delete: customers' copies made from it stay theirs). */
export async function unpublishLibraryDesign(db: Kysely<Database>, options: { actor: Actor; id: string }): Promise<void> {
  await runAdminWrite(db, { actor: options.actor, action: "library.unpublish", targetType: "template" }, async (trx) => {
    const row = isUuid(options.id)
      ? await trx
          .selectFrom("templates")
          .selectAll()
          .where("id", "=", options.id)
          .where("is_library", "=", true)
          .where("deleted_at", "is", null)
          .executeTakeFirst()
      : undefined;
    if (!row) throw apiError("not_found", "libraryDesignNotFound", "No such design in the template library.");
    await trx.updateTable("templates").set({ deleted_at: new Date() }).where("id", "=", row.id).execute();
    return {
      targetId: row.id,
      before: { name: row.name, category: row.library_category, published: true },
      after: { published: false },
      result: undefined,
    };
  });
}
