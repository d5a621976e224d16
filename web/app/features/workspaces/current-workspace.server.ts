import { sql, type Kysely } from "kysely";
import type { Database, WorkspaceRole } from "@paperjet/db";
import { createWorkspace } from "./create-workspace.server.ts";

/** The workspace a signed-in caller acts in, with the caller's role there. */
export interface CurrentWorkspace {
  id: string;
  name: string;
  role: WorkspaceRole;
  plan: string;
}

/** What `globals.workspace` carries (api.md). */
export function toWorkspaceGlobals(workspace: CurrentWorkspace | null) {
  return workspace && { id: workspace.id, name: workspace.name, role: workspace.role };
}

function memberships(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom("workspace_members as m")
    .innerJoin("workspaces as w", "w.id", "m.workspace_id")
    .select(["w.id", "w.name", "w.plan", "m.role"])
    .where("m.user_id", "=", userId);
}

/**
 * The session's workspace while the user is still a member of it, else the
 * workspace the user joined first (their personal one). One query per request.
 * A user who belongs to no workspace any more (left every team after handing
 * over their own) gets a new personal one, so every signed-in user has a place to work.
 */
export async function findCurrentWorkspace(
  db: Kysely<Database>,
  options: { userId: number; userName: string; sessionId: string | null },
): Promise<CurrentWorkspace> {
  const preferred = options.sessionId
    ? sql<boolean>`w.id is not distinct from (select workspace_id from sessions where id = ${options.sessionId})`
    : sql<boolean>`false`;
  const found = await memberships(db, options.userId).orderBy(preferred, "desc").orderBy("m.joined_at").limit(1).executeTakeFirst();
  if (found) return found;
  return db.transaction().execute(async (trx) => {
    // Two first requests at once must not make two workspaces.
    await sql`select pg_advisory_xact_lock(${WORKSPACE_LOCK}, ${options.userId})`.execute(trx);
    const again = await memberships(trx, options.userId).orderBy("m.joined_at").limit(1).executeTakeFirst();
    if (again) return again;
    const created = await createWorkspace(trx, { userId: options.userId, name: options.userName });
    return { ...created, role: "owner" as const };
  });
}

const WORKSPACE_LOCK = 7_301;
