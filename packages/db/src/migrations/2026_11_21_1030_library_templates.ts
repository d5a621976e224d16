import type { Kysely } from "kysely";
import { LIBRARY_TEMPLATES } from "./library-templates/index.ts";

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
