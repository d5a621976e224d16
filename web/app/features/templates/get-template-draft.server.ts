import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { assertTemplateId, selectTemplateDraft, templateNotFound, type TemplateDraftDto } from "./templates.server.ts";

/** The draft of one of the workspace's templates (the latest version when nobody has changed it since); 404 otherwise. */
export async function getTemplateDraft({
  db,
  workspaceId,
  id,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  id: string;
}): Promise<TemplateDraftDto> {
  assertTemplateId(id);
  const draft = await selectTemplateDraft(db, workspaceId, id);
  if (!draft) throw templateNotFound();
  return draft;
}
