import type { Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { getInvalidationHub } from "~/utils/invalidation.server";
import { apiError } from "~/utils/api-error-locale.server";
import { lockWorkspace } from "./memberships.server.ts";
import { canAssignRole } from "./permissions.ts";

export interface MemberJson {
  userId: number;
  name: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
}

export async function listMembers(db: Kysely<Database>, workspaceId: string): Promise<MemberJson[]> {
  const rows = await db
    .selectFrom("workspace_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.name", "u.email", "m.role", "m.joined_at"])
    .where("m.workspace_id", "=", workspaceId)
    .orderBy("m.joined_at")
    .orderBy("u.id")
    .execute();
  return rows.map((r) => ({ userId: r.id, name: r.name, email: r.email, role: r.role, joinedAt: new Date(r.joined_at).toISOString() }));
}

function memberNotFound() {
  return apiError("not_found", "memberNotFound", "No such member in this workspace.");
}

function lastOwner() {
  return apiError("conflict", "lastOwner", "A workspace needs an owner: make someone else owner first.");
}

async function lockedMember(trx: Kysely<Database>, workspaceId: string, userId: number) {
  await lockWorkspace(trx, workspaceId);
  const member = await trx
    .selectFrom("workspace_members")
    .select(["role"])
    .where("workspace_id", "=", workspaceId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!member) throw memberNotFound();
  const { n } = await trx
    .selectFrom("workspace_members")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("workspace_id", "=", workspaceId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return { role: member.role, owners: Number(n) };
}

/**
 * Changes a member's role. Admins manage editors, viewers and admins; only
 * owners make or unmake owners (403); the last owner cannot be demoted (409).
 */
export async function changeMemberRole(
  db: Kysely<Database>,
  options: { workspaceId: string; actorRole: WorkspaceRole; userId: number; role: WorkspaceRole },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, options.workspaceId, options.userId);
    if (!canAssignRole(options.actorRole, member.role, options.role)) {
      throw apiError("forbidden", "ownerRoleOnly", "Only an owner can make someone owner or change an owner's role.");
    }
    if (member.role === "owner" && options.role !== "owner" && member.owners === 1) throw lastOwner();
    await trx
      .updateTable("workspace_members")
      .set({ role: options.role })
      .where("workspace_id", "=", options.workspaceId)
      .where("user_id", "=", options.userId)
      .execute();
  });
}

/**
 * Removes a member, or lets a member leave (`actorId === userId`, any role).
 * Removing someone else needs members:manage, and an owner only by an owner;
 * the last owner can neither leave nor be removed (409). The API keys the member created in the
 * workspace are revoked with it (a key outliving its creator's access would keep their access);
 * the answer lists them.
 */
export async function removeMember(
  db: Kysely<Database>,
  options: { workspaceId: string; actorId: number; actorRole: WorkspaceRole; userId: number },
): Promise<{ revokedApiKeys: Array<{ id: string; name: string; prefix: string }> }> {
  const revokedApiKeys = await db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, options.workspaceId, options.userId);
    const leaving = options.actorId === options.userId;
    if (!leaving && !canAssignRole(options.actorRole, member.role, member.role)) {
      throw apiError("forbidden", "ownerRoleOnly", "Only an owner can make someone owner or change an owner's role.");
    }
    if (member.role === "owner" && member.owners === 1) throw lastOwner();
    await trx
      .deleteFrom("workspace_members")
      .where("workspace_id", "=", options.workspaceId)
      .where("user_id", "=", options.userId)
      .execute();
    // A session acting in the workspace falls back to another of the user's workspaces on its next request.
    await trx
      .updateTable("sessions")
      .set({ workspace_id: null })
      .where("user_id", "=", options.userId)
      .where("workspace_id", "=", options.workspaceId)
      .execute();
    return trx
      .updateTable("api_keys")
      .set({ revoked_at: new Date() })
      .where("workspace_id", "=", options.workspaceId)
      .where("created_by", "=", options.userId)
      .where("revoked_at", "is", null)
      .returning(["id", "name", "prefix"])
      .execute();
  });
  // After the commit: every web process drops the keys from its cache, so their next call is a 401.
  const hub = getInvalidationHub();
  await Promise.all(revokedApiKeys.map((key) => hub.publish("api-key", key.id)));
  return { revokedApiKeys };
}

/** The live API keys a member created in the workspace (what removing them revokes; the removal dialog lists them). */
export async function listMemberApiKeys(
  db: Kysely<Database>,
  options: { workspaceId: string; userId: number },
): Promise<Array<{ id: string; name: string; prefix: string }>> {
  return db
    .selectFrom("api_keys")
    .select(["id", "name", "prefix"])
    .where("workspace_id", "=", options.workspaceId)
    .where("created_by", "=", options.userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at")
    .execute();
}
