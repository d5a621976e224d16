import type { WorkspaceRole } from "@paperjet/db";

export type { WorkspaceRole };

/** Most to least (api.md, "Workspaces and members"). */
export const WORKSPACE_ROLES = ["owner", "admin", "editor", "viewer"] as const satisfies readonly WorkspaceRole[];

/**
 * Every permission a route may ask for, with the least role that holds it.
 * The one table behind every check (server guards and what the UI offers);
 * docs/permissions.md shows it as a matrix and permissions-matrix.test.ts walks it.
 */
export const PERMISSIONS = {
  "templates:read": "viewer",
  "templates:test": "viewer",
  "media:read": "viewer",
  "templates:write": "editor",
  "media:write": "editor",
  "api-calls:read": "editor",
  "api-keys:manage": "admin",
  "members:manage": "admin",
  "webhooks:manage": "admin",
  "billing:manage": "owner",
} as const satisfies Record<string, WorkspaceRole>;

export type Permission = keyof typeof PERMISSIONS;

const rank = (role: WorkspaceRole) => WORKSPACE_ROLES.length - WORKSPACE_ROLES.indexOf(role);

export function can(role: WorkspaceRole, permission: Permission): boolean {
  return rank(role) >= rank(PERMISSIONS[permission]);
}

/** Only owners make or unmake owners; admins manage the other roles. */
export function canAssignRole(actor: WorkspaceRole, from: WorkspaceRole | null, to: WorkspaceRole): boolean {
  if (!can(actor, "members:manage")) return false;
  return actor === "owner" || (from !== "owner" && to !== "owner");
}

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === "string" && (WORKSPACE_ROLES as readonly string[]).includes(value);
}
