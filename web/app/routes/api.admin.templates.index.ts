import { adminTemplatesDataSchema, adminTemplatesRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAdminTemplates } from "~/features/admin/admin-templates.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/templates/index`: every workspace's templates with search, workspace filter, paging and sort. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(adminTemplatesDataSchema.parse(await listAdminTemplates(db, await readJson(request, adminTemplatesRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
