import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { updateTemplate } from "~/features/templates/update-template.server";
import { insertTemplate, requireValidDocument, toTemplateDto, type TemplateDto } from "~/features/templates/templates.server";
import { apiError } from "~/utils/api-error-locale.server";
import { requireAllowedElementTypes, requireDataUnchanged, requireSessionPermission } from "./authenticate-editor-session.server";
import { blankSessionDocument, type EditorSessionRow } from "./editor-session-row.server";
import { getSessionTemplate } from "./get-session-template.server";

/**
 * Saves the session's template as a new version, recording the session's external user. The first
 * save of a `newTemplate` session (`version` 0) creates the template and binds the session to it in
 * one transaction: the session row is locked and must still have no template, so two first saves
 * at once make one template, and the later one is a save of it from version 0 (409).
 */
export async function saveSessionTemplate(options: {
  db: Kysely<Database>;
  session: EditorSessionRow;
  document?: unknown;
  name?: string;
  version: number;
}): Promise<TemplateDto> {
  const { db, session, document, name, version } = options;
  requireSessionPermission(session, "save");
  const before = (await getSessionTemplate({ db, session })).document;
  requireAllowedElementTypes(session, before, document);
  requireDataUnchanged(session, before, document);
  let templateId = session.template_id;
  if (!templateId) {
    if (version !== 0)
      throw apiError(
        "conflict",
        "editorSessionNotSavedYet",
        "This session's new template is not saved yet: its first save sends version 0.",
        {
          extra: { currentVersion: 0 },
        },
      );
    const created = await createSessionTemplate(db, session, { document, name });
    if (created) return created;
    // Another first save won: this one saves over what it made (and meets its version).
    const bound = await db.selectFrom("editor_sessions").select("template_id").where("id", "=", session.id).executeTakeFirstOrThrow();
    templateId = bound.template_id!;
  }
  return updateTemplate({
    db,
    workspaceId: session.workspace_id,
    userId: null,
    externalUserId: session.external_user_id,
    id: templateId,
    version,
    name,
    document,
  });
}

/** The template of a `newTemplate` session, made and bound at once; null when the session already has one. */
async function createSessionTemplate(
  db: Kysely<Database>,
  session: EditorSessionRow,
  body: { document?: unknown; name?: string },
): Promise<TemplateDto | null> {
  const blank = blankSessionDocument(session);
  const valid = requireValidDocument(body.document ?? blank);
  return db.transaction().execute(async (trx) => {
    const unbound = await trx
      .selectFrom("editor_sessions")
      .select("id")
      .where("id", "=", session.id)
      .where("template_id", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!unbound) return null;
    const row = await insertTemplate(trx, {
      workspaceId: session.workspace_id,
      userId: null,
      externalUserId: session.external_user_id,
      name: body.name ?? blank.name,
      document: valid,
    });
    await trx
      .updateTable("editor_sessions")
      .set({ template_id: row.id })
      .where("id", "=", session.id)
      .where("template_id", "is", null)
      .execute();
    return toTemplateDto(row);
  });
}
