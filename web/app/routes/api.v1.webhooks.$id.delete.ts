import type { ActionFunctionArgs } from "@remix-run/node";
import { v1DeletedWebhookResponseSchema } from "@paperjet/contracts";
import { contractJson } from "~/features/editor-sessions/api-response.server";
import { answerV1WebhookCall } from "~/features/webhooks/answer-v1-webhook-call.server";
import { deleteWebhookEndpoint } from "~/features/webhooks/manage-webhooks.server";
import { onlyMethod } from "~/features/api/api.server";

const postOnly = onlyMethod("POST");

/** `POST /api/v1/webhooks/{id}/delete`: the endpoint and its delivery log go (how Zapier and n8n unsubscribe). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  return answerV1WebhookCall(request, async ({ db, principal }) => {
    await deleteWebhookEndpoint(db, principal.workspaceId, params.id ?? "");
    return contractJson(v1DeletedWebhookResponseSchema, { data: { deleted: true } });
  });
}

export const loader = postOnly;
