import type { Kysely } from "kysely";
// The six designs as this migration inserted them, frozen beside it: the library's sources
// (library-templates/) go on changing, and replaying a migration must not.
import LIBRARY_TEMPLATES from "./2026_11_21_1030_library_templates.json";

// The template library: six ready-made designs, owned by nobody and readable by everyone.
export async function up(db: Kysely<any>): Promise<void> {
  for (const { id, document } of LIBRARY_TEMPLATES) {
    const json = JSON.stringify(document);
    await db
      .insertInto("templates")
      .values({ id, user_id: null, name: document.name, version: 1, document: json, is_library: true })
      .execute();
    await db
      .insertInto("template_versions")
      .values({ template_id: id, version: 1, name: document.name, document: json, created_by: null })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom("templates")
    .where(
      "id",
      "in",
      LIBRARY_TEMPLATES.map((t) => t.id),
    )
    .execute();
}
