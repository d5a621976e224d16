import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteWebhookEndpoint } from "~/features/webhooks/manage-webhooks.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/{id}/delete`: the endpoint and its delivery log go. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    await deleteWebhookEndpoint(await getDb(), workspace.id, params.id ?? "");
    return jsonOk({ deleted: true });
  });

export const loader = onlyMethod("POST");
