import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { EditorSessionSummary } from "@paperjet/contracts";
import { apiError } from "~/utils/api-error-locale.server";
import { isUuid } from "~/utils/uuid";
import { toSessionSummary, workspaceSessions } from "./editor-session-row.server";

/**
 * Ends one of the workspace's sessions at once: its next call answers 401 and its designer shows
 * that the session ended. Revoking twice is harmless; another workspace's session is a 404.
 */
export async function revokeEditorSession(options: {
  db: Kysely<Database>;
  workspaceId: string;
  id: string;
}): Promise<EditorSessionSummary> {
  const notFound = () => apiError("not_found", "editorSessionNotFound", "No such editor session.");
  if (!isUuid(options.id)) throw notFound();
  await options.db
    .updateTable("editor_sessions")
    .set({ revoked_at: new Date() })
    .where("id", "=", options.id)
    .where("workspace_id", "=", options.workspaceId)
    .where("revoked_at", "is", null)
    .execute();
  const row = await workspaceSessions(options.db, options.workspaceId).where("editor_sessions.id", "=", options.id).executeTakeFirst();
  if (!row) throw notFound();
  return toSessionSummary(row);
}
