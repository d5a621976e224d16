import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Locale } from "~/utils/locale";
import { pageCount, toTemplateSummary, type TemplateSummary } from "./templates.server.ts";

/** The ready-made templates of the template library in the app's language (Dutch designs format nl-NL, in euro), by name. */
export async function listTemplateDesigns({ db, locale }: { db: Kysely<Database>; locale: Locale }): Promise<TemplateSummary[]> {
  const rows = await db
    .selectFrom("templates")
    .select(["id", "name", "version", "created_at", "updated_at", pageCount])
    .where("is_library", "=", true)
    .where("library_locale", "=", locale)
    .where("deleted_at", "is", null)
    .orderBy("name")
    .execute();
  return rows.map(toTemplateSummary);
}
