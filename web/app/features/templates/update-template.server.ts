import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { getInvalidationHub } from "~/utils/invalidation.server";
import { assertTemplateId, requireValidDocument, templateNotFound, toTemplateDto, type TemplateDto } from "./templates.server.ts";
import { apiError } from "~/utils/api-error-locale.server";

/**
 * Saves a new version (optimistic concurrency): `version` must be the latest,
 * otherwise 409 — someone else saved in between. Every save writes a
 * template_versions row so any version can be read back (and generated) later.
 * Every web process then drops its cached copy (the generation API's).
 */
export async function updateTemplate({
  db,
  workspaceId,
  userId,
  externalUserId = null,
  id,
  version,
  name,
  document,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  /** Who saves: recorded on the new version (null: an editor session, which records `externalUserId`). */
  userId: number | null;
  /** An editor session's end user in the customer's own system. */
  externalUserId?: string | null;
  id: string;
  version: number;
  name?: string;
  document?: unknown;
}): Promise<TemplateDto> {
  assertTemplateId(id);
  const valid = document === undefined ? undefined : requireValidDocument(document);
  const saved = await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("templates")
      .selectAll()
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .where("deleted_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw templateNotFound();
    if (current.version !== version) {
      throw apiError(
        "conflict",
        "templateConflict",
        `This template was saved by someone else in the meantime (version ${current.version}). Reload it to continue.`,
        {
          params: { version: current.version },
          extra: { currentVersion: current.version },
        },
      );
    }
    const next = current.version + 1;
    const nextName = name ?? current.name;
    const nextDocument = JSON.stringify(valid ?? current.document);
    const row = await trx
      .updateTable("templates")
      .set({ name: nextName, document: nextDocument, version: next, updated_at: new Date() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("template_versions")
      .values({
        template_id: id,
        version: next,
        name: nextName,
        document: nextDocument,
        created_by: userId,
        external_user_id: externalUserId,
      })
      .execute();
    return toTemplateDto(row);
  });
  await getInvalidationHub().publish("template", id);
  return saved;
}
