import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { containsPattern } from "~/utils/contains-pattern";
import { ownTemplates, pageCount, toTemplateSummary, type TemplateSummary } from "./templates.server.ts";

/** Case-insensitive name search in the user's templates: the first `limit` hits and how many there are. */
export async function searchTemplates({
  db,
  workspaceId,
  query,
  limit = 50,
}: {
  db: Kysely<Database>;
  workspaceId: string;
  query: string;
  limit?: number;
}): Promise<{ templates: TemplateSummary[]; total: number }> {
  // The query is matched literally: % and _ are not wildcards for the user.
  const pattern = containsPattern(query.trim());
  const base = ownTemplates(db, workspaceId).where("name", "ilike", pattern);
  const [rows, count] = await Promise.all([
    base.select(["id", "name", "version", "created_at", "updated_at", pageCount]).orderBy("updated_at", "desc").limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { templates: rows.map(toTemplateSummary), total: Number(count.total) };
}
