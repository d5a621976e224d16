import type { Kysely } from "kysely";
import { report } from "./library-templates/report.ts";
import { dutchLibraryTemplates } from "./library-templates/dutch.ts";
import { withRevenueChart } from "./2026_11_21_1200_report_chart.ts";

const dutch = () => dutchLibraryTemplates(withRevenueChart(JSON.parse(JSON.stringify(report))));

// The library in two languages: each library design says which app language lists it ("en" or "nl");
// the Dutch designs format numbers and dates nl-NL, show euro and Dutch addresses.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("templates").addColumn("library_locale", "text").execute();
  await db.updateTable("templates").set({ library_locale: "en" }).where("is_library", "=", true).execute();
  for (const { id, document } of dutch()) {
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
  const ids = dutch().map((t) => t.id);
  await db.deleteFrom("template_versions").where("template_id", "in", ids).execute();
  await db.deleteFrom("templates").where("id", "in", ids).execute();
  await db.schema.alterTable("templates").dropColumn("library_locale").execute();
}
