import { apiError } from "~/utils/api-error-locale.server";
import { requireAppUserPage, requireUser, type Auth } from "~/features/auth/auth.server";
import { getRequestT } from "~/utils/request-locale.server";
import { getDb } from "~/utils/db.server";
import { findMembership } from "./memberships.server.ts";
import { can, type Permission } from "./permissions.ts";

/**
 * The one place a route's permission is checked (API calls): 401 when not
 * signed in, 403 when the caller's role in the current workspace lacks
 * `permission`. Returns the caller, whose `workspace` scopes every query.
 */
export async function requirePermission(request: Request, permission: Permission): Promise<Auth> {
  const auth = await requireUser(request);
  if (!can(auth.workspace.role, permission)) throw roleForbidden(auth, permission);
  return auth;
}

/** The same check for pages and their actions: a 403 page instead of problem+json. */
export async function requirePagePermission(request: Request, permission: Permission): Promise<Auth> {
  const auth = await requireAppUserPage(request);
  if (!can(auth.workspace.role, permission)) {
    const { t } = await getRequestT(request, "api");
    throw new Response(JSON.stringify({ message: t("errors.roleForbidden", { role: auth.workspace.role, permission }) }), {
      status: 403,
      headers: { "Content-Type": "application/json" },
    });
  }
  return auth;
}

export function roleForbidden(auth: Pick<Auth, "workspace">, permission: Permission) {
  return apiError(
    "forbidden",
    "roleForbidden",
    `Your role in this workspace (${auth.workspace.role}) does not allow this (${permission}).`,
    {
      params: { role: auth.workspace.role, permission },
    },
  );
}

/**
 * For calls that name a workspace in their path (`/api/workspaces/{id}/…`): the
 * caller's membership there (404 when not a member) and, with `permission`, 403
 * when their role there lacks it.
 */
export async function requireWorkspaceRole(request: Request, workspaceId: string, permission?: Permission) {
  const auth = await requireUser(request);
  const membership = await findMembership(await getDb(), { userId: auth.user.id, workspaceId });
  if (permission && !can(membership.role, permission)) throw roleForbidden({ workspace: membership }, permission);
  return { auth, membership };
}
