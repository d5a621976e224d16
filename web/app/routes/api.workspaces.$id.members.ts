import type { LoaderFunctionArgs } from "@remix-run/node";
import { membersDataSchema } from "@paperjet/contracts";
import { listPendingInvitations } from "~/features/workspaces/invitations.server";
import { listMembers } from "~/features/workspaces/members.server";
import { requireWorkspaceRole } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/workspaces/{id}/members`: members and pending invitations (admins and owners). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { membership } = await requireWorkspaceRole(request, params.id ?? "", "members:manage");
    const db = await getDb();
    const [members, invitations] = await Promise.all([listMembers(db, membership.id), listPendingInvitations(db, membership.id)]);
    return jsonOk(membersDataSchema.parse({ members, invitations }));
  });

export const action = onlyMethod("GET");
