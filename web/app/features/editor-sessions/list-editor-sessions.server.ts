import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { EditorSessionSummary } from "@paperjet/contracts";
import { toSessionSummary, workspaceSessions } from "./editor-session-row.server";

/** The workspace's latest sessions, newest first, without anything secret. */
export async function listEditorSessions(options: {
  db: Kysely<Database>;
  workspaceId: string;
  limit?: number;
}): Promise<EditorSessionSummary[]> {
  const rows = await workspaceSessions(options.db, options.workspaceId)
    .orderBy("editor_sessions.created_at", "desc")
    .limit(options.limit ?? 100)
    .execute();
  return rows.map(toSessionSummary);
}
