import { sql, type Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";

export interface WorkspaceSummary {
  id: string;
  name: string;
  role: WorkspaceRole;
  current: boolean;
}

export function workspaceNotFound() {
  return apiError("not_found", "workspaceNotFound", "No such workspace.");
}

/** The user's workspaces (api.md `GET /api/workspaces`), in the order they joined them. */
export async function listWorkspaces(db: Kysely<Database>, options: { userId: number; currentId: string }): Promise<WorkspaceSummary[]> {
  const rows = await db
    .selectFrom("workspace_members as m")
    .innerJoin("workspaces as w", "w.id", "m.workspace_id")
    .select(["w.id", "w.name", "m.role"])
    .where("m.user_id", "=", options.userId)
    .orderBy("m.joined_at")
    .orderBy("w.name")
    .execute();
  return rows.map((row) => ({ ...row, current: row.id === options.currentId }));
}

/** The caller's role in a workspace; one they do not belong to is a 404 (never reveal another tenant's ids). */
export async function findMembership(
  db: Kysely<Database>,
  options: { userId: number; workspaceId: string },
): Promise<{ id: string; name: string; plan: string; role: WorkspaceRole }> {
  if (!isUuid(options.workspaceId)) throw workspaceNotFound();
  const row = await db
    .selectFrom("workspace_members as m")
    .innerJoin("workspaces as w", "w.id", "m.workspace_id")
    .select(["w.id", "w.name", "w.plan", "m.role"])
    .where("m.user_id", "=", options.userId)
    .where("m.workspace_id", "=", options.workspaceId)
    .executeTakeFirst();
  if (!row) throw workspaceNotFound();
  return row;
}

/** Makes a workspace the session's current one (and that of the bearer tokens issued with the session). */
export async function switchWorkspace(db: Kysely<Database>, options: { userId: number; sessionId: string | null; workspaceId: string }) {
  const workspace = await findMembership(db, options);
  if (options.sessionId) await db.updateTable("sessions").set({ workspace_id: workspace.id }).where("id", "=", options.sessionId).execute();
  return workspace;
}

/** Serialises membership changes of one workspace, so two at once cannot remove its last owner. */
export async function lockWorkspace(trx: Kysely<Database>, workspaceId: string): Promise<void> {
  await sql`select id from workspaces where id = ${workspaceId} for update`.execute(trx);
}
