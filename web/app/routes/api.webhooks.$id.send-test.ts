import type { ActionFunctionArgs } from "@remix-run/node";
import { sendTestEvent } from "~/features/webhooks/enqueue-webhook.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/{id}/test`: a `webhook.test` message to the endpoint ("send test event"). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const messageId = await sendTestEvent({ db: await getDb(), workspaceId: workspace.id, endpointId: params.id ?? "" });
    return jsonOk({ messageId }, { status: 202 });
  });

export const loader = onlyMethod("POST");
