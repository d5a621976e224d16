import { adminApiCallsDataSchema, adminApiCallsRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAdminApiCalls } from "~/features/admin/admin-api-calls.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/api-calls/index`: generation calls with workspace, key, template, status, format and date filters; totals. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(adminApiCallsDataSchema.parse(await listAdminApiCalls(db, await readJson(request, adminApiCallsRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
