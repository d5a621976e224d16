import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { pageCount, toTemplateSummary, type TemplateSummary } from "./templates.server.ts";

/** The ready-made templates of the template library, by name. */
export async function listTemplateDesigns({ db }: { db: Kysely<Database> }): Promise<TemplateSummary[]> {
  const rows = await db
    .selectFrom("templates")
    .select(["id", "name", "version", "created_at", "updated_at", pageCount])
    .where("is_library", "=", true)
    .where("deleted_at", "is", null)
    .orderBy("name")
    .execute();
  return rows.map(toTemplateSummary);
}
