import { adminWorkspaceDataSchema, workspacePlanRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { changeWorkspacePlan } from "~/features/admin/change-workspace-plan.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/workspaces/{id}/plan` `{ plan, period? }`: the plan change through billing's manual provider. */
const route = adminRoute({
  post: async ({ request, params, auth, db }) => {
    const { plan, period } = await readJson(request, workspacePlanRequestSchema);
    return jsonOk(
      adminWorkspaceDataSchema.parse({
        workspace: await changeWorkspacePlan(db, { actor: actorOf(auth), workspaceId: params.id ?? "", plan, period }),
      }),
    );
  },
});
export const loader = route.loader;
export const action = route.action;
