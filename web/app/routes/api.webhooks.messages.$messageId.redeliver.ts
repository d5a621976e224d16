import type { ActionFunctionArgs } from "@remix-run/node";
import { redeliverMessage } from "~/features/webhooks/enqueue-webhook.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/messages/{messageId}/redeliver`: the same message once more (same `webhook-id`). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const messageId = params.messageId ?? "";
    await redeliverMessage({ db: await getDb(), workspaceId: workspace.id, messageId });
    return jsonOk({ messageId }, { status: 202 });
  });

export const loader = onlyMethod("POST");
