import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import { localizeApiError } from "~/utils/api-error-locale.server";
import type { Auth } from "~/features/auth/auth.server";
import type { Locale } from "~/utils/locale";
import { createInvitation, invitationUrl, listPendingInvitations, revokeInvitation } from "./invitations.server.ts";
import { changeMemberRole, listMemberApiKeys, listMembers, removeMember } from "./members.server.ts";
import { can, isWorkspaceRole } from "./permissions.ts";
import { sendInvitationMail } from "./send-invitation-mail.server.ts";
import { inviteSchema } from "./workspace-schemas.ts";

/** What the team page shows: everything for admins and owners, the caller's own place for the rest. */
export async function loadTeamPage(db: Kysely<Database>, auth: Auth) {
  const manage = can(auth.workspace.role, "members:manage");
  const [listed, invitations] = manage
    ? await Promise.all([listMembers(db, auth.workspace.id), listPendingInvitations(db, auth.workspace.id)])
    : [null, null];
  // Each member's live API keys: the removal dialog says they are revoked with the member.
  const members = listed
    ? await Promise.all(
        listed.map(async (member) => ({
          ...member,
          apiKeys: await listMemberApiKeys(db, { workspaceId: auth.workspace.id, userId: member.userId }),
        })),
      )
    : null;
  return {
    workspace: { id: auth.workspace.id, name: auth.workspace.name, role: auth.workspace.role },
    me: auth.user.id,
    manage,
    members,
    invitations,
  };
}

export type TeamActionResult =
  | { ok: true; intent: string; message: string; inviteUrl?: string }
  | { ok: false; intent: string; message: string | null; fieldErrors?: Record<string, string> };

/** The team page's forms: invite, change role, remove, revoke an invitation, leave. */
export async function applyTeamAction(options: {
  db: Kysely<Database>;
  request: Request;
  auth: Auth;
  form: FormData;
  locale: Locale;
  appUrl: string;
  t: TFunction;
}): Promise<TeamActionResult> {
  const { db, auth, form, locale, t } = options;
  const intent = String(form.get("intent") ?? "");
  const workspace = auth.workspace;
  const userId = Number(form.get("userId"));
  try {
    if (intent === "leave") {
      await removeMember(db, { workspaceId: workspace.id, actorId: auth.user.id, actorRole: workspace.role, userId: auth.user.id });
      return { ok: true, intent, message: t("workspaces.left", { name: workspace.name }) };
    }
    if (!can(workspace.role, "members:manage")) return { ok: false, intent, message: t("workspaces.readOnly") };
    switch (intent) {
      case "invite": {
        const parsed = inviteSchema(locale).safeParse({ email: form.get("email") ?? undefined, role: form.get("role") ?? undefined });
        if (!parsed.success) {
          return {
            ok: false,
            intent,
            message: null,
            fieldErrors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
          };
        }
        const { invitation, token } = await createInvitation(db, {
          workspaceId: workspace.id,
          email: parsed.data.email,
          role: parsed.data.role,
          invitedBy: auth.user.id,
          assignerRole: workspace.role,
        });
        await sendInvitationMail(db, {
          token,
          email: invitation.email,
          role: invitation.role,
          workspaceName: workspace.name,
          inviter: auth.user,
          fallbackLocale: locale,
        });
        return {
          ok: true,
          intent,
          message: t("workspaces.invited", { email: invitation.email }),
          inviteUrl: invitationUrl(options.appUrl, token),
        };
      }
      case "change-role": {
        const role = form.get("role");
        if (!isWorkspaceRole(role)) return { ok: false, intent, message: t("workspaces.pickRole") };
        await changeMemberRole(db, { workspaceId: workspace.id, actorRole: workspace.role, userId, role });
        return {
          ok: true,
          intent,
          message: t("workspaces.roleChangedTo", { name: String(form.get("name") ?? ""), role: t(`workspaces.roles.${role}`) }),
        };
      }
      case "remove": {
        const { revokedApiKeys } = await removeMember(db, {
          workspaceId: workspace.id,
          actorId: auth.user.id,
          actorRole: workspace.role,
          userId,
        });
        return {
          ok: true,
          intent,
          message: t("workspaces.removedWithKeys", { name: String(form.get("name") ?? ""), count: revokedApiKeys.length }),
        };
      }
      case "revoke":
        await revokeInvitation(db, { workspaceId: workspace.id, invitationId: String(form.get("invitationId") ?? "") });
        return { ok: true, intent, message: t("workspaces.revoked") };
      default:
        return { ok: false, intent, message: t("workspaces.unknownAction") };
    }
  } catch (error) {
    // Conflicts (last owner, already a member) and refusals are told, in the page's language.
    if (error instanceof AppError && [403, 404, 409].includes(error.status))
      return { ok: false, intent, message: (await localizeApiError(options.request, error)).message };
    throw error;
  }
}
