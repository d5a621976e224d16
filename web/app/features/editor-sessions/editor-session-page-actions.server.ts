import { AppError } from "@paperjet/contracts";
import { requirePagePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import type { EditorSessionActionResult } from "./editor-sessions-section";
import { revokeEditorSession } from "./revoke-editor-session.server";

/** The API page's "End session" button, for members who manage API keys (sessions are made with them). */
export async function editorSessionAction(request: Request, params: { lang?: string }, form: FormData): Promise<EditorSessionActionResult> {
  const { t } = await getPageT(params, "app");
  const { workspace } = await requirePagePermission(request, "api-keys:manage");
  try {
    await revokeEditorSession({ db: await getDb(), workspaceId: workspace.id, id: String(form.get("id") ?? "") });
    return { ok: true, intent: "editor-session-revoke", message: t("editorSessions.revoked") };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { ok: false, error: t("editorSessions.notFound") };
    throw error;
  }
}
