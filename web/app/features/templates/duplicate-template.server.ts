import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { createTemplate } from "./create-template.server.ts";
import { getTemplate } from "./get-template.server.ts";
import type { TemplateDto } from "./templates.server.ts";

/** A copy of one of the workspace's templates, or of a library template ("use this design"), as a new template at version 1. */
export async function duplicateTemplate({
  db,
  workspaceId,
  userId,
  id,
  name,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  id: string;
  name: (original: string) => string;
}): Promise<TemplateDto> {
  const original = await getTemplate({ db, workspaceId, id });
  const copyName = name(original.name);
  return createTemplate({ db, workspaceId, userId, name: copyName, document: { ...original.document, name: copyName } });
}
