import { createHash, randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { lockWorkspace } from "./memberships.server.ts";
import { canAssignRole } from "./permissions.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface InvitationJson {
  id: string;
  email: string;
  role: WorkspaceRole;
  expiresAt: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const iso = (value: Date | string) => new Date(value).toISOString();

export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/$/, "")}/invitations/${token}`;
}

/**
 * Invites an e-mail address into a workspace with a role. The link's token is
 * returned once (for the e-mail and the caller) and stored only as a hash. A
 * new invitation to the same address replaces a pending one; an address that
 * already belongs to a member is a 409; only owners invite owners (403).
 */
export async function createInvitation(
  db: Kysely<Database>,
  options: { workspaceId: string; email: string; role: WorkspaceRole; invitedBy: number; assignerRole: WorkspaceRole; now?: Date },
): Promise<{ invitation: InvitationJson; token: string }> {
  if (!canAssignRole(options.assignerRole, null, options.role)) {
    throw apiError("forbidden", "ownerRoleOnly", "Only an owner can make someone owner or change an owner's role.");
  }
  const email = options.email.trim();
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, options.workspaceId);
    const member = await trx
      .selectFrom("workspace_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select("u.id")
      .where("m.workspace_id", "=", options.workspaceId)
      .where(sql`lower(u.email)`, "=", email.toLowerCase())
      .executeTakeFirst();
    if (member) throw apiError("conflict", "alreadyMember", `${email} is already a member of this workspace.`, { params: { email } });
    await pending(trx, options.workspaceId, now)
      .where(sql`lower(email)`, "=", email.toLowerCase())
      .execute()
      .then((rows) =>
        revoke(
          trx,
          rows.map((r) => r.id),
          now,
        ),
      );
    const row = await trx
      .insertInto("invitations")
      .values({
        workspace_id: options.workspaceId,
        email,
        role: options.role,
        token_hash: hashToken(token),
        invited_by: options.invitedBy,
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .returning(["id", "email", "role", "expires_at"])
      .executeTakeFirstOrThrow();
    return { invitation: { id: row.id, email: row.email, role: row.role, expiresAt: iso(row.expires_at) }, token };
  });
}

function pending(db: Kysely<Database>, workspaceId: string, now: Date) {
  return db
    .selectFrom("invitations")
    .select(["id", "email", "role", "expires_at"])
    .where("workspace_id", "=", workspaceId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now);
}

async function revoke(db: Kysely<Database>, ids: string[], now: Date) {
  if (ids.length) await db.updateTable("invitations").set({ revoked_at: now }).where("id", "in", ids).execute();
}

/** Invitations still waiting for an answer, newest first. */
export async function listPendingInvitations(db: Kysely<Database>, workspaceId: string, now = new Date()): Promise<InvitationJson[]> {
  const rows = await pending(db, workspaceId, now).orderBy("created_at", "desc").execute();
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role, expiresAt: iso(r.expires_at) }));
}

export async function revokeInvitation(db: Kysely<Database>, options: { workspaceId: string; invitationId: string }): Promise<void> {
  const notFound = () => apiError("not_found", "invitationNotFound", "No such invitation.");
  if (!/^[0-9a-f-]{36}$/i.test(options.invitationId)) throw notFound();
  const revoked = await db
    .updateTable("invitations")
    .set({ revoked_at: new Date() })
    .where("id", "=", options.invitationId)
    .where("workspace_id", "=", options.workspaceId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!revoked) throw notFound();
}

export type InvitationState = "pending" | "expired" | "revoked" | "accepted";

export interface InvitationView {
  state: InvitationState;
  email: string;
  role: WorkspaceRole;
  workspace: { id: string; name: string };
  inviter: { name: string; email: string } | null;
  expiresAt: string;
}

/** What the invitation page shows for a link; null for a link that never existed. */
export async function viewInvitation(db: Kysely<Database>, token: string, now = new Date()): Promise<InvitationView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom("invitations as i")
    .innerJoin("workspaces as w", "w.id", "i.workspace_id")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .select([
      "i.id",
      "i.email",
      "i.role",
      "i.expires_at",
      "i.accepted_at",
      "i.revoked_at",
      "w.id as workspace_id",
      "w.name as workspace_name",
      "u.name as inviter_name",
      "u.email as inviter_email",
    ])
    .where("i.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const state: InvitationState = row.accepted_at
    ? "accepted"
    : row.revoked_at
      ? "revoked"
      : new Date(row.expires_at) <= now
        ? "expired"
        : "pending";
  return {
    state,
    email: row.email,
    role: row.role,
    workspace: { id: row.workspace_id, name: row.workspace_name },
    inviter: row.inviter_name && row.inviter_email ? { name: row.inviter_name, email: row.inviter_email } : null,
    expiresAt: iso(row.expires_at),
  };
}

/**
 * The signed-in user accepts: they must hold the invited address (403), the
 * link must be pending (410 when expired, revoked or used; 404 when unknown).
 * They become a member with the invited role, and the session moves to the workspace.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  options: { token: string; user: { id: number; email: string }; sessionId: string | null; now?: Date },
): Promise<{ id: string; name: string; role: WorkspaceRole }> {
  const now = options.now ?? new Date();
  const view = await viewInvitation(db, options.token, now);
  if (!view) throw apiError("not_found", "invitationNotFound", "No such invitation.");
  if (view.state !== "pending")
    throw apiError("gone", `invitation_${view.state}`, `This invitation is ${view.state === "accepted" ? "already used" : view.state}.`);
  if (view.email.toLowerCase() !== options.user.email.toLowerCase()) {
    throw apiError("forbidden", "invitationForOther", `This invitation is for ${view.email}; you are signed in as ${options.user.email}.`, {
      params: { email: view.email, current: options.user.email },
    });
  }
  return db.transaction().execute(async (trx) => {
    await lockWorkspace(trx, view.workspace.id);
    // Taken once: a second acceptance of the same link finds it used.
    const claimed = await trx
      .updateTable("invitations")
      .set({ accepted_at: now, accepted_by: options.user.id })
      .where("token_hash", "=", hashToken(options.token))
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) throw apiError("gone", "invitation_accepted", "This invitation is already used.");
    await trx
      .insertInto("workspace_members")
      .values({ workspace_id: view.workspace.id, user_id: options.user.id, role: view.role })
      .onConflict((oc) => oc.columns(["workspace_id", "user_id"]).doNothing())
      .execute();
    if (options.sessionId)
      await trx.updateTable("sessions").set({ workspace_id: view.workspace.id }).where("id", "=", options.sessionId).execute();
    const member = await trx
      .selectFrom("workspace_members")
      .select("role")
      .where("workspace_id", "=", view.workspace.id)
      .where("user_id", "=", options.user.id)
      .executeTakeFirstOrThrow();
    return { id: view.workspace.id, name: view.workspace.name, role: member.role };
  });
}
