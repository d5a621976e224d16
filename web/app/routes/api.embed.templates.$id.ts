import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { embedSaveRequestSchema, embedTemplateResponseSchema } from "@paperjet/contracts";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import {
  authenticateEditorSession,
  requireAllowedElementTypes,
  requireDataUnchanged,
  requireSessionPermission,
  requireSessionTemplate,
} from "~/features/editor-sessions/authenticate-editor-session.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { getTemplate } from "~/features/templates/get-template.server";
import { updateTemplate } from "~/features/templates/update-template.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

async function session(request: Request, templateId: string) {
  const db = await getDb();
  const row = await authenticateEditorSession({ db, authorization: request.headers.get("Authorization") });
  return { db, row, id: requireSessionTemplate(row, templateId) };
}

/** `GET /api/embed/templates/{id}`: the session's template, latest version. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  answerSessionCall(request, async () => {
    const { db, row, id } = await session(request, params.id ?? "");
    return contractJson(embedTemplateResponseSchema, { data: { template: await getTemplate({ db, workspaceId: row.workspace_id, id }) } });
  });

const postOnly = onlyMethod("POST");

/** `POST /api/embed/templates/{id}`: saves a version, recording the session's external user. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const { db, row, id } = await session(request, params.id ?? "");
    requireSessionPermission(row, "save");
    const body = parseBody(await readBody(request, 5_000_000), embedSaveRequestSchema);
    await requireAllowedElementTypes(db, row, body.document);
    await requireDataUnchanged(db, row, body.document);
    const template = await updateTemplate({
      db,
      workspaceId: row.workspace_id,
      userId: null,
      externalUserId: row.external_user_id,
      id,
      ...body,
    });
    return contractJson(embedTemplateResponseSchema, { data: { template } });
  });
}
