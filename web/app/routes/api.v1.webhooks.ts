import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { v1CreateWebhookRequestSchema, v1CreatedWebhookResponseSchema, v1ListWebhooksResponseSchema } from "@paperjet/contracts";
import { contractJson } from "~/features/editor-sessions/api-response.server";
import { parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { answerV1WebhookCall } from "~/features/webhooks/answer-v1-webhook-call.server";
import { createWebhookEndpoint, listWebhookEndpoints } from "~/features/webhooks/manage-webhooks.server";
import { onlyMethod } from "~/features/api/api.server";

/** `GET /api/v1/webhooks`: the key's workspace's endpoints. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  answerV1WebhookCall(request, async ({ db, principal }) =>
    contractJson(v1ListWebhooksResponseSchema, { data: { endpoints: await listWebhookEndpoints(db, principal.workspaceId) } }),
  );

const postOnly = onlyMethod("POST");

/** `POST /api/v1/webhooks`: a new endpoint (how Zapier and n8n subscribe); its secret is in this answer only. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerV1WebhookCall(request, async ({ db, principal }) => {
    const input = parseBody(await readBody(request, 16 * 1024), v1CreateWebhookRequestSchema);
    const endpoint = await createWebhookEndpoint(db, principal.workspaceId, input);
    return contractJson(v1CreatedWebhookResponseSchema, { data: { endpoint } }, 201);
  });
}
