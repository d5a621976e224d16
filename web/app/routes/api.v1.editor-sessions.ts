import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createEditorSessionRequestSchema, createEditorSessionResponseSchema, listEditorSessionsResponseSchema } from "@paperjet/contracts";
import { authenticateApiKey } from "~/features/api/authenticate-api-key.server";
import { answerSessionCall, contractJson } from "~/features/editor-sessions/api-response.server";
import { createEditorSession } from "~/features/editor-sessions/create-editor-session.server";
import { listEditorSessions } from "~/features/editor-sessions/list-editor-sessions.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { renderTenantOf } from "~/features/generation/render-tenant.server";
import { onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRedis } from "~/utils/redis.server";

async function authenticate(request: Request) {
  const db = await getDb();
  const principal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
  await checkRateLimit({ redis: getRedis(), tenantId: renderTenantOf(principal), limitPerMinute: env().API_RATE_LIMIT_PER_MINUTE });
  return { db, principal };
}

/** `GET /api/v1/editor-sessions`: the key's workspace's latest sessions. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  answerSessionCall(request, async () => {
    const { db, principal } = await authenticate(request);
    return contractJson(listEditorSessionsResponseSchema, {
      data: { sessions: await listEditorSessions({ db, workspaceId: principal.workspaceId }) },
    });
  });

const postOnly = onlyMethod("POST");

/** `POST /api/v1/editor-sessions`: a session for the embeddable designer (api.md). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerSessionCall(request, async () => {
    const { db, principal } = await authenticate(request);
    const body = parseBody(await readBody(request, 64 * 1024), createEditorSessionRequestSchema);
    const session = await createEditorSession({
      db,
      workspaceId: principal.workspaceId,
      apiKeyId: principal.keyId,
      appUrl: env().APP_URL,
      request: body,
    });
    return contractJson(createEditorSessionResponseSchema, { data: session }, 201);
  });
}
