import { recordIdRequestSchema, surveyDataSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { viewSurvey } from "~/features/admin/surveys.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/surveys/view` `{ id }`: one survey and the aggregate of all. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(surveyDataSchema.parse(await viewSurvey(db, (await readJson(request, recordIdRequestSchema)).id))),
});
export const loader = route.loader;
export const action = route.action;
