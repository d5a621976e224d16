import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { getInvalidationHub } from "~/utils/invalidation.server";
import {
  assertDraftRevision,
  assertTemplateId,
  lockTemplateAndDraft,
  selectTemplateDraft,
  toTemplateDto,
  writeVersion,
  type TemplateDraftDto,
  type TemplateDto,
} from "./templates.server.ts";

/**
 * The designer's "Save version" (and the API page's): the draft at `revision` becomes the next version,
 * with an optional note; from then on API calls without `version` use it. 409 when the draft has moved
 * on from `revision` (another window saved it), so nobody versions a draft they have not seen.
 */
export async function createTemplateVersion({
  db,
  workspaceId,
  userId,
  id,
  revision,
  note,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  id: string;
  revision: number;
  note?: string | null;
}): Promise<{ template: TemplateDto; draft: TemplateDraftDto }> {
  assertTemplateId(id);
  const saved = await db.transaction().execute(async (trx) => {
    const { template, draft, revision: current } = await lockTemplateAndDraft(trx, workspaceId, id);
    assertDraftRevision(current, revision);
    const content = { name: draft?.name ?? template.name, document: draft?.document ?? template.document };
    const row = await writeVersion(trx, { template, revision, ...content, draft: content, note: note?.trim() || null, userId });
    return { template: toTemplateDto(row), draft: (await selectTemplateDraft(trx, workspaceId, id))! };
  });
  await getInvalidationHub().publish("template", id);
  return saved;
}
