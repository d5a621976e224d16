import type { ActionFunctionArgs } from "@remix-run/node";
import { createdInvitationSchema } from "@paperjet/contracts";
import { createInvitation, invitationUrl } from "~/features/workspaces/invitations.server";
import { requireWorkspaceRole } from "~/features/workspaces/require-permission.server";
import { sendInvitationMail } from "~/features/workspaces/send-invitation-mail.server";
import { inviteSchema } from "~/features/workspaces/workspace-schemas";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `POST /api/workspaces/{id}/invitations` `{ email, role }`: 201 with the link, which is also e-mailed. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { auth, membership } = await requireWorkspaceRole(request, params.id ?? "", "members:manage");
    const locale = await getRequestLocale(request);
    const body = await readJson(request, inviteSchema(locale));
    const db = await getDb();
    const { invitation, token } = await createInvitation(db, {
      workspaceId: membership.id,
      email: body.email,
      role: body.role,
      invitedBy: auth.user.id,
      assignerRole: membership.role,
    });
    await sendInvitationMail(db, {
      token,
      email: invitation.email,
      role: invitation.role,
      workspaceName: membership.name,
      inviter: auth.user,
      fallbackLocale: locale,
    });
    return jsonOk(createdInvitationSchema.parse({ invitation: { ...invitation, url: invitationUrl(env().APP_URL, token) } }), {
      status: 201,
    });
  });

export const loader = onlyMethod("POST");
