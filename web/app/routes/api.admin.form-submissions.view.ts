import { adminFormSubmissionDataSchema, recordIdRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { viewFormSubmission } from "~/features/admin/form-submissions.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/form-submissions/view` `{ id }`: one submission of any kind. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(
      adminFormSubmissionDataSchema.parse({
        submission: await viewFormSubmission(db, (await readJson(request, recordIdRequestSchema)).id),
      }),
    ),
});
export const loader = route.loader;
export const action = route.action;
