import type { ActionFunctionArgs } from "@remix-run/node";
import { workspaceDataSchema } from "@paperjet/contracts";
import { acceptInvitation } from "~/features/workspaces/invitations.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/invitations/{token}/accept`: the signed-in holder of the invited address joins (and switches to) the workspace. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const workspace = await acceptInvitation(await getDb(), { token: params.token ?? "", user: auth.user, sessionId: auth.sessionId });
    return jsonOk(workspaceDataSchema.parse({ workspace }), { globals: { user: auth.user, workspace } });
  });

export const loader = onlyMethod("POST");
