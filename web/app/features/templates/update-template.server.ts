import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { getInvalidationHub } from "~/utils/invalidation.server";
import {
  assertTemplateId,
  lockTemplateAndDraft,
  requireValidDocument,
  toTemplateDto,
  writeVersion,
  type TemplateDto,
} from "./templates.server.ts";
import { apiError } from "~/utils/api-error-locale.server";

/**
 * Saves a new version (optimistic concurrency): `version` must be the latest,
 * otherwise 409 — someone else saved in between. Every save writes a
 * template_versions row so any version can be read back (and generated) later.
 * What it sets (the name, the document) goes into the draft too, with a new
 * draft revision: a designer open on the old draft meets a conflict (decision 080).
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
  note,
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
  /** Why, in the saver's words: shown in the designer's history. */
  note?: string | null;
}): Promise<TemplateDto> {
  assertTemplateId(id);
  const valid = document === undefined ? undefined : requireValidDocument(document);
  const saved = await db.transaction().execute(async (trx) => {
    const { template: current, draft, revision } = await lockTemplateAndDraft(trx, workspaceId, id);
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
    const row = await writeVersion(trx, {
      template: current,
      revision,
      name: name ?? current.name,
      document: valid ?? current.document,
      draft: { name: name ?? draft?.name ?? current.name, document: valid ?? draft?.document ?? current.document },
      note: note?.trim() || null,
      userId,
      externalUserId,
    });
    return toTemplateDto(row);
  });
  await getInvalidationHub().publish("template", id);
  return saved;
}
