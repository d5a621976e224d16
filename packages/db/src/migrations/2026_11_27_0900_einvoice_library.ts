import type { Kysely } from "kysely";
// The designs as this migration inserted them (library-templates/einvoice-invoice.ts of that day),
// frozen beside it so that replaying it never changes.
import EINVOICE_LIBRARY_TEMPLATES from "./2026_11_27_0900_einvoice_library.json";

// The "Invoice (e-invoice ready)" library design in English and Dutch: the invoice with its data mapped
// to EN 16931, so a first Factur-X, CII or UBL invoice takes one call.
export async function up(db: Kysely<any>): Promise<void> {
  for (const { id, locale, document } of EINVOICE_LIBRARY_TEMPLATES) {
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
        library_locale: locale,
      })
      .execute();
    await db
      .insertInto("template_versions")
      .values({ template_id: id, version: 1, name: document.name, document: json, created_by: null })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = EINVOICE_LIBRARY_TEMPLATES.map((t) => t.id);
  await db.deleteFrom("template_versions").where("template_id", "in", ids).execute();
  await db.deleteFrom("templates").where("id", "in", ids).execute();
}
