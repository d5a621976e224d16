import { surveysDataSchema, surveysRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listSurveys } from "~/features/admin/surveys.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/surveys/index`: onboarding surveys, newest first, and the answers of all aggregated per question. */
const route = adminRoute({
  post: async ({ request, db }) => jsonOk(surveysDataSchema.parse(await listSurveys(db, await readJson(request, surveysRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
