import type { ActionFunctionArgs } from "@remix-run/node";
import { rotatedSecretDataSchema } from "@paperjet/contracts";
import { rotateEndpointSecret } from "~/features/webhooks/manage-webhooks.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";

/** `POST /api/webhooks/{id}/rotate-secret`: a new `whsec_` secret, shown only in this answer; the old one signs too for 24 h. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "webhooks:manage");
    const rotated = await rotateEndpointSecret(await getDb(), workspace.id, params.id ?? "");
    return jsonOk(rotatedSecretDataSchema.parse(rotated), { headers: { "Cache-Control": "no-store" } });
  });

export const loader = onlyMethod("POST");
