import type { ActionFunctionArgs } from "@remix-run/node";
import { embedPreviewRequestSchema } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { answerSessionCall } from "~/features/editor-sessions/api-response.server";
import { authenticateEditorSession, requireSessionPermission } from "~/features/editor-sessions/authenticate-editor-session.server";
import { blankSessionDocument } from "~/features/editor-sessions/editor-session-row.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { renderTestPdf } from "~/features/generation/render-test-pdf.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

const postOnly = onlyMethod("POST");

/**
 * `POST /api/embed/template/test-pdf`: the embedded designer's preview, a test PDF like the app's, of
 * the session's template (before a `newTemplate` session's first save: of the blank document, nothing stored).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const db = await getDb();
    const session = await authenticateEditorSession({ db, authorization: request.headers.get("Authorization") });
    requireSessionPermission(session, "preview");
    const { data } = parseBody(await readBody(request, 5 * 1024 * 1024), embedPreviewRequestSchema);
    const workspace = await db.selectFrom("workspaces").select("plan").where("id", "=", session.workspace_id).executeTakeFirstOrThrow();
    const blank = session.template_id ? undefined : blankSessionDocument(session);
    return renderTestPdf({
      db,
      keyId: "editor-session",
      workspaceId: session.workspace_id,
      plan: workspace.plan as Plan,
      templateId: session.template_id ?? session.id,
      data,
      template: blank && { templateId: session.id, name: blank.name, version: 0, document: blank as unknown as Record<string, unknown> },
    });
  });
}

export const loader = postOnly;
