import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { ownTemplates, pageCount, toTemplateSummary, type TemplateSummary } from "./templates.server.ts";

/** The user's templates, most recently changed first. */
export async function listTemplates({
  db,
  workspaceId,
  limit = 100,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  limit?: number;
}): Promise<TemplateSummary[]> {
  const rows = await ownTemplates(db, workspaceId)
    .select(["id", "name", "version", "created_at", "updated_at", pageCount])
    .orderBy("updated_at", "desc")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toTemplateSummary);
}
