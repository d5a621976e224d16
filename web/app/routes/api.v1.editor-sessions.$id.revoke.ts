import type { ActionFunctionArgs } from "@remix-run/node";
import { revokeEditorSessionResponseSchema } from "@paperjet/contracts";
import { authenticateApiKey } from "~/features/api/authenticate-api-key.server";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import { revokeEditorSession } from "~/features/editor-sessions/revoke-editor-session.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

const postOnly = onlyMethod("POST");

/** `POST /api/v1/editor-sessions/{id}/revoke`: the session ends now. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const db = await getDb();
    const principal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
    return contractJson(revokeEditorSessionResponseSchema, {
      data: { session: await revokeEditorSession({ db, workspaceId: principal.workspaceId, id: params.id ?? "" }) },
    });
  });
}

export const loader = postOnly;
