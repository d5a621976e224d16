import type { Kysely } from "kysely";

/**
 * The demo of /solutions/image-generation-api: a workspace of the product's own (no user belongs to
 * it; enterprise, so its images carry no watermark and count toward no allowance) holding one
 * 1200 × 630 social card. The page shows that card through a signed URL made with the workspace's
 * URL-signing secret, which is created on the page's first visit.
 */
export const IMAGE_DEMO_WORKSPACE_ID = "2b2b0028-0000-4000-8000-000000000001";
export const IMAGE_DEMO_TEMPLATE_ID = "2b2b0028-0000-4000-8000-000000000002";

const CARD = {
  schemaVersion: 1,
  name: "Paperjet demo: social card",
  locale: "en-GB",
  bindings: [
    { key: "title", label: "Title", type: "text", example: "Generate PDFs and images with one API call" },
    { key: "subtitle", label: "Subtitle", type: "text", example: "Design a template once, bind JSON, render at scale" },
    { key: "footer", label: "Footer", type: "text", example: "paperjet.dev" },
  ],
  pages: [
    {
      size: { width: 317.5, height: 166.6875 },
      orientation: "landscape",
      margin: { top: 0, right: 0, bottom: 0, left: 0 },
      elements: [
        { id: "background", type: "shape", shape: "rect", x: 0, y: 0, width: 317.5, height: 166.6875, fill: "#0f172a" },
        { id: "circle", type: "shape", shape: "ellipse", x: 250, y: -30, width: 110, height: 110, fill: "#6366f1" },
        {
          id: "title",
          type: "text",
          x: 21,
          y: 40,
          width: 230,
          height: 52,
          text: "{{ title }}",
          style: { fontFamily: "Inter", fontSize: 40, fontWeight: 700, color: "#ffffff" },
        },
        {
          id: "subtitle",
          type: "text",
          x: 21,
          y: 100,
          width: 230,
          height: 14,
          text: "{{ subtitle }}",
          style: { fontFamily: "Inter", fontSize: 18, color: "#cbd5e1" },
        },
        {
          id: "footer",
          type: "text",
          x: 21,
          y: 145,
          width: 230,
          height: 8,
          text: "{{ footer }}",
          style: { fontFamily: "Inter", fontSize: 14, fontWeight: 700, color: "#818cf8" },
        },
      ],
    },
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto("workspaces").values({ id: IMAGE_DEMO_WORKSPACE_ID, name: "Paperjet demo", plan: "enterprise" }).execute();
  const json = JSON.stringify(CARD);
  await db
    .insertInto("templates")
    .values({ id: IMAGE_DEMO_TEMPLATE_ID, workspace_id: IMAGE_DEMO_WORKSPACE_ID, name: CARD.name, version: 1, document: json })
    .execute();
  await db
    .insertInto("template_versions")
    .values({ template_id: IMAGE_DEMO_TEMPLATE_ID, version: 1, name: CARD.name, document: json, created_by: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("template_versions").where("template_id", "=", IMAGE_DEMO_TEMPLATE_ID).execute();
  await db.deleteFrom("templates").where("id", "=", IMAGE_DEMO_TEMPLATE_ID).execute();
  await db.deleteFrom("workspaces").where("id", "=", IMAGE_DEMO_WORKSPACE_ID).execute();
}
