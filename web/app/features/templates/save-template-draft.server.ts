import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import {
  assertDraftRevision,
  assertTemplateId,
  lockTemplateAndDraft,
  requireValidDocument,
  selectTemplateDraft,
  writeDraft,
  type TemplateDraftDto,
} from "./templates.server.ts";

/**
 * The designer's autosave: stores the draft (never a version, so API calls keep the latest version).
 * Optimistic concurrency as for versions: `revision` must be the stored one, otherwise 409 — another
 * window, or a version saved in between, changed it.
 */
export async function saveTemplateDraft({
  db,
  workspaceId,
  userId,
  id,
  revision,
  name,
  document,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  id: string;
  revision: number;
  name?: string;
  document: unknown;
}): Promise<TemplateDraftDto> {
  assertTemplateId(id);
  const valid = requireValidDocument(document);
  return db.transaction().execute(async (trx) => {
    const { template, draft, revision: current } = await lockTemplateAndDraft(trx, workspaceId, id);
    assertDraftRevision(current, revision);
    await writeDraft(trx, { templateId: id, revision: current + 1, name: name ?? draft?.name ?? template.name, document: valid, userId });
    return (await selectTemplateDraft(trx, workspaceId, id))!;
  });
}
