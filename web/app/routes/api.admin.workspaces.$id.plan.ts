import { adminWorkspaceDataSchema, workspacePlanRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { changeWorkspacePlan } from "~/features/admin/change-workspace-plan.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/workspaces/{id}/plan` `{ plan }`: the manual plan change. */
const route = adminRoute({
  post: async ({ request, params, auth, db }) => {
    const { plan } = await readJson(request, workspacePlanRequestSchema);
    return jsonOk(adminWorkspaceDataSchema.parse({ workspace: await changeWorkspacePlan(db, { actor: actorOf(auth), workspaceId: params.id ?? "", plan }) }));
  },
});
export const loader = route.loader;
export const action = route.action;
