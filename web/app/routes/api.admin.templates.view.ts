import { adminTemplateViewSchema, recordIdRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { viewAdminTemplate } from "~/features/admin/admin-templates.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/templates/view` `{ id }`: one template with its document, versions and library designs. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(adminTemplateViewSchema.parse(await viewAdminTemplate(db, (await readJson(request, recordIdRequestSchema)).id))),
});
export const loader = route.loader;
export const action = route.action;
