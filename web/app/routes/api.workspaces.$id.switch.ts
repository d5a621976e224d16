import type { ActionFunctionArgs } from "@remix-run/node";
import { workspaceDataSchema } from "@paperjet/contracts";
import { switchWorkspace } from "~/features/workspaces/memberships.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/workspaces/{id}/switch`: the session (and its bearer tokens) act in that workspace from now on. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const workspace = await switchWorkspace(await getDb(), {
      userId: auth.user.id,
      sessionId: auth.sessionId,
      workspaceId: params.id ?? "",
    });
    const globals = { id: workspace.id, name: workspace.name, role: workspace.role };
    return jsonOk(workspaceDataSchema.parse({ workspace: globals }), { globals: { user: auth.user, workspace: globals } });
  });

export const loader = onlyMethod("POST");
