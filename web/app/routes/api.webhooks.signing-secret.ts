import type { ActionFunctionArgs } from "@remix-run/node";
import { rotateSigningSecret } from "~/features/webhooks/manage-webhooks.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/signing-secret`: the workspace's secret for `callbackUrl` deliveries, created or replaced, shown only here. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const secret = await rotateSigningSecret(await getDb(), workspace.id);
    return jsonOk({ secret }, { headers: { "Cache-Control": "no-store" } });
  });

export const loader = onlyMethod("POST");
