import { adminFormSubmissionsDataSchema, formSubmissionsRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listFormSubmissions } from "~/features/admin/form-submissions.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/form-submissions`: contact, demo, newsletter, suggestion and onboarding submissions; filter by kind and handled. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(adminFormSubmissionsDataSchema.parse(await listFormSubmissions(db, await readJson(request, formSubmissionsRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
