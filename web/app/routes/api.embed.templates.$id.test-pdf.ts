import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { embedPreviewRequestSchema } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { answerSessionCall } from "~/features/editor-sessions/api-response.server";
import { authenticateEditorSession, requireSessionPermission, requireSessionTemplate } from "~/features/editor-sessions/authenticate-editor-session.server";
import { generateDocument } from "~/features/generation/generate-document.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { onlyMethod } from "~/utils/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRedis } from "~/utils/redis.server";

const postOnly = onlyMethod("POST");

/** `POST /api/embed/templates/{id}/test-pdf`: the designer's preview — test mode (watermarked, not counted), like the app's test PDF. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const db = await getDb();
    const session = await authenticateEditorSession({ db, authorization: request.headers.get("Authorization") });
    const templateId = requireSessionTemplate(session, params.id ?? "");
    requireSessionPermission(session, "preview");
    const { data } = parseBody(await readBody(request, 5 * 1024 * 1024), embedPreviewRequestSchema);
    const workspace = await db.selectFrom("workspaces").select("plan").where("id", "=", session.workspace_id).executeTakeFirstOrThrow();
    const requestId = randomUUID();
    const result = await generateDocument({
      db,
      principal: { keyId: "editor-session", workspaceId: session.workspace_id, plan: workspace.plan as Plan },
      templateId,
      request: { data, format: "pdf", output: "binary", scale: 2, test: true },
      requestId,
      deadlineAt: Date.now() + env().RENDER_TIMEOUT_MS,
      decideWatermark: async () => true,
      images: { allowHosts: env().OUTBOUND_ALLOW_HOSTS },
      fair: { redis: getRedis(), limits: env().rendering },
    });
    return new Response(new Uint8Array(result.body), {
      headers: { "Content-Type": result.contentType, "Content-Disposition": `attachment; filename="${result.fileName.replace(/"/g, "")}"`, "X-Pages": String(result.pages), "X-Request-Id": requestId, "Cache-Control": "no-store" },
    });
  });
}

export const loader = postOnly;
