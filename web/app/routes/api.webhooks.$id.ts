import type { ActionFunctionArgs } from "@remix-run/node";
import { updateWebhookRequestSchema, webhookEndpointSchema } from "@paperjet/contracts";
import { updateWebhookEndpoint } from "~/features/webhooks/manage-webhooks.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/{id}`: change an endpoint's URL, events, description or whether it is enabled. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const input = await readJson(request, updateWebhookRequestSchema);
    const endpoint = await updateWebhookEndpoint(await getDb(), workspace.id, params.id ?? "", input);
    return jsonOk({ endpoint: webhookEndpointSchema.parse(endpoint) });
  });

export const loader = onlyMethod("POST");
