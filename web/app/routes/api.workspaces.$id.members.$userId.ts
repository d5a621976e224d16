import type { ActionFunctionArgs } from "@remix-run/node";
import { okDataSchema } from "@paperjet/contracts";
import { changeMemberRole } from "~/features/workspaces/members.server";
import { memberIdParam } from "~/features/workspaces/member-id.server";
import { requireWorkspaceRole } from "~/features/workspaces/require-permission.server";
import { changeRoleSchema } from "~/features/workspaces/workspace-schemas";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `POST /api/workspaces/{id}/members/{userId}` `{ role }`: 409 for the last owner. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { membership } = await requireWorkspaceRole(request, params.id ?? "", "members:manage");
    const userId = memberIdParam(params.userId);
    const { role } = await readJson(request, changeRoleSchema(await getRequestLocale(request)));
    await changeMemberRole(await getDb(), { workspaceId: membership.id, actorRole: membership.role, userId, role });
    return jsonOk(okDataSchema.parse({ ok: true }));
  });

export const loader = onlyMethod("POST");
