import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { assertTemplateId, readableTemplates, templateNotFound, toTemplateDto, type TemplateDto } from "./templates.server.ts";

/** One of the user's templates or a library template; anything else is 404. */
export async function getTemplate({
  db,
  workspaceId,
  id,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  id: string;
}): Promise<TemplateDto> {
  assertTemplateId(id);
  const row = await readableTemplates(db, workspaceId).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw templateNotFound();
  return toTemplateDto(row);
}
