import type { Kysely } from "kysely";
// The Dutch designs as this migration inserted them (library-templates/dutch.ts applied to the designs of
// that day, the report with its revenue chart), frozen beside it so that replaying it never changes.
import DUTCH_LIBRARY_TEMPLATES from "./2026_11_24_0040_dutch_library.json";

// The library in two languages: each library design says which app language lists it ("en" or "nl");
// the Dutch designs format numbers and dates nl-NL, show euro and Dutch addresses.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("templates").addColumn("library_locale", "text").execute();
  await db.updateTable("templates").set({ library_locale: "en" }).where("is_library", "=", true).execute();
  for (const { id, document } of DUTCH_LIBRARY_TEMPLATES) {
    const json = JSON.stringify(document);
    await db
      .insertInto("templates")
      .values({
        id,
        workspace_id: null,
        created_by: null,
        name: document.name,
        version: 1,
        document: json,
        is_library: true,
        library_locale: "nl",
      })
      .execute();
    await db
      .insertInto("template_versions")
      .values({ template_id: id, version: 1, name: document.name, document: json, created_by: null })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = DUTCH_LIBRARY_TEMPLATES.map((t) => t.id);
  await db.deleteFrom("template_versions").where("template_id", "in", ids).execute();
  await db.deleteFrom("templates").where("id", "in", ids).execute();
  await db.schema.alterTable("templates").dropColumn("library_locale").execute();
}
