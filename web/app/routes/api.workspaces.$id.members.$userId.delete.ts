import type { ActionFunctionArgs } from "@remix-run/node";
import { removeMemberDataSchema } from "@paperjet/contracts";
import { removeMember } from "~/features/workspaces/members.server";
import { memberIdParam } from "~/features/workspaces/member-id.server";
import { requireWorkspaceRole, roleForbidden } from "~/features/workspaces/require-permission.server";
import { can } from "~/features/workspaces/permissions";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/workspaces/{id}/members/{userId}/delete`: remove a member, or leave (your own id, any role); 409 for the last owner; the API keys they created are revoked and listed. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { auth, membership } = await requireWorkspaceRole(request, params.id ?? "");
    const userId = memberIdParam(params.userId);
    if (userId !== auth.user.id && !can(membership.role, "members:manage"))
      throw roleForbidden({ workspace: membership }, "members:manage");
    const { revokedApiKeys } = await removeMember(await getDb(), {
      workspaceId: membership.id,
      actorId: auth.user.id,
      actorRole: membership.role,
      userId,
    });
    return jsonOk(removeMemberDataSchema.parse({ ok: true, revokedApiKeys }));
  });

export const loader = onlyMethod("POST");
