import type { ActionFunctionArgs } from "@remix-run/node";
import { okDataSchema } from "@paperjet/contracts";
import { revokeInvitation } from "~/features/workspaces/invitations.server";
import { requireWorkspaceRole } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/workspaces/{id}/invitations/{invitationId}/delete`: the link stops working at once. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { membership } = await requireWorkspaceRole(request, params.id ?? "", "members:manage");
    await revokeInvitation(await getDb(), { workspaceId: membership.id, invitationId: params.invitationId ?? "" });
    return jsonOk(okDataSchema.parse({ ok: true }));
  });

export const loader = onlyMethod("POST");
