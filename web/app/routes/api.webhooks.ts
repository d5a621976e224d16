import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createWebhookRequestSchema, createdWebhookSchema, webhooksDataSchema } from "@paperjet/contracts";
import { loadWebhooks } from "~/features/webhooks/list-webhook-messages.server";
import { createWebhookEndpoint } from "~/features/webhooks/manage-webhooks.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/webhooks`: the current workspace's endpoints and delivery log. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const data = await loadWebhooks(await getDb(), workspace.id);
    return jsonOk(webhooksDataSchema.parse(data), { headers: { "Cache-Control": "no-store" } });
  });

/** `POST /api/webhooks`: a new endpoint; its `whsec_` secret is in this answer only. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const input = await readJson(request, createWebhookRequestSchema);
    const endpoint = await createWebhookEndpoint(await getDb(), workspace.id, input);
    return jsonOk(createdWebhookSchema.parse({ endpoint }), { status: 201, headers: { "Cache-Control": "no-store" } });
  });
