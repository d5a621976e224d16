import type { ActionFunctionArgs } from "@remix-run/node";
import { embedPreviewRequestSchema } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { answerSessionCall } from "~/features/editor-sessions/api-response.server";
import {
  authenticateEditorSession,
  requireSessionPermission,
  requireSessionTemplate,
} from "~/features/editor-sessions/authenticate-editor-session.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { renderTestPdf } from "~/features/generation/render-test-pdf.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

const postOnly = onlyMethod("POST");

/** `POST /api/embed/templates/{id}/test-pdf`: the embedded designer's preview, a test PDF like the app's. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const db = await getDb();
    const session = await authenticateEditorSession({ db, authorization: request.headers.get("Authorization") });
    const templateId = requireSessionTemplate(session, params.id ?? "");
    requireSessionPermission(session, "preview");
    const { data } = parseBody(await readBody(request, 5 * 1024 * 1024), embedPreviewRequestSchema);
    const workspace = await db.selectFrom("workspaces").select("plan").where("id", "=", session.workspace_id).executeTakeFirstOrThrow();
    return renderTestPdf({
      db,
      keyId: "editor-session",
      workspaceId: session.workspace_id,
      plan: workspace.plan as Plan,
      templateId,
      data,
    });
  });
}

export const loader = postOnly;
