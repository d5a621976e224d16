import type { Kysely } from "kysely";
import { sql } from "kysely";

/** The library "Report" (its fixed id from 2026_11_21_1030_library_templates). */
export const REPORT_TEMPLATE_ID = "5c0f7c2e-6a8e-4d1b-9a53-1b0e8f1a0006";

const CHART_IDS = ["revenue-title", "revenue-chart"];

interface StoredDocument {
  pages: { elements: Record<string, unknown>[] }[];
  bindings: Record<string, unknown>[];
  [key: string]: unknown;
}

/**
 * The report with a bar chart of monthly revenue under the regional table. Bindings describe lists of
 * objects, so the chart reads its labels and values through `map`. Both flow with the table above
 * (`moveDown`) so a longer table pushes them down instead of overlapping them.
 */
export function withRevenueChart(document: StoredDocument): StoredDocument {
  const [first, ...rest] = document.pages;
  const elements = first.elements.filter((e) => !CHART_IDS.includes(e.id as string));
  const chart = [
    {
      id: "revenue-title",
      type: "text",
      x: 18,
      y: 168,
      width: 174,
      height: 8,
      moveDown: true,
      text: "Revenue by month",
      style: { fontFamily: "Merriweather", fontSize: 13, fontWeight: 700, color: "#0f172a" },
    },
    {
      id: "revenue-chart",
      type: "chart",
      chartType: "bar",
      x: 18,
      y: 178,
      width: 174,
      height: 62,
      moveDown: true,
      labels: "months | map:'month'",
      series: [{ name: "Revenue (thousands USD)", values: "months | map:'revenue'", color: "#0284c7" }],
    },
  ];
  // Before the pinned footer, so the flow elements stay in reading order in the layers panel.
  const footerAt = elements.findIndex((e) => e.pin !== undefined);
  const at = footerAt === -1 ? elements.length : footerAt;
  const bindings = document.bindings.filter((b) => !String(b.key).startsWith("months[]."));
  return {
    ...document,
    pages: [{ ...first, elements: [...elements.slice(0, at), ...chart, ...elements.slice(at)] }, ...rest],
    bindings: [
      ...bindings,
      { key: "months[].month", label: "Month", type: "text", example: "Jul" },
      { key: "months[].revenue", label: "Month revenue (thousands)", type: "number", example: 1540 },
    ],
  };
}

const parse = (value: unknown): StoredDocument => (typeof value === "string" ? JSON.parse(value) : value) as StoredDocument;

// A new version of the library report, recorded in its history like any other save.
export async function up(db: Kysely<any>): Promise<void> {
  const row = await db
    .selectFrom("templates")
    .select(["name", "version", "document"])
    .where("id", "=", REPORT_TEMPLATE_ID)
    .executeTakeFirst();
  if (!row) return;
  const json = JSON.stringify(withRevenueChart(parse(row.document)));
  const version = row.version + 1;
  await db
    .updateTable("templates")
    .set({ document: json, version, updated_at: sql`now()` })
    .where("id", "=", REPORT_TEMPLATE_ID)
    .execute();
  await db
    .insertInto("template_versions")
    .values({ template_id: REPORT_TEMPLATE_ID, version, name: row.name, document: json, created_by: null })
    .execute();
}

// Back to the version `up` replaced, dropping the version row it added.
export async function down(db: Kysely<any>): Promise<void> {
  const row = await db.selectFrom("templates").select(["version"]).where("id", "=", REPORT_TEMPLATE_ID).executeTakeFirst();
  if (!row || row.version < 2) return;
  const previous = await db
    .selectFrom("template_versions")
    .select(["name", "document"])
    .where("template_id", "=", REPORT_TEMPLATE_ID)
    .where("version", "=", row.version - 1)
    .executeTakeFirst();
  if (!previous) return;
  await db
    .updateTable("templates")
    .set({ document: JSON.stringify(parse(previous.document)), name: previous.name, version: row.version - 1, updated_at: sql`now()` })
    .where("id", "=", REPORT_TEMPLATE_ID)
    .execute();
  await db.deleteFrom("template_versions").where("template_id", "=", REPORT_TEMPLATE_ID).where("version", "=", row.version).execute();
}
