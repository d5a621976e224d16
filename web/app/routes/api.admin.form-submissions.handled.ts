import { adminFormSubmissionDataSchema, formSubmissionHandledRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { setFormSubmissionHandled } from "~/features/admin/form-submissions.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/form-submissions/handled` `{ id, handled? }`: mark a submission handled (or open again). */
const route = adminRoute({
  post: async ({ request, auth, db }) => {
    const { id, handled } = await readJson(request, formSubmissionHandledRequestSchema);
    return jsonOk(
      adminFormSubmissionDataSchema.parse({ submission: await setFormSubmissionHandled(db, { actor: actorOf(auth), id, handled }) }),
    );
  },
});
export const loader = route.loader;
export const action = route.action;
