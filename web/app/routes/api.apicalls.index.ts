import type { ActionFunctionArgs } from "@remix-run/node";
import { apiCallsRequestSchema } from "@paperjet/contracts";
import { listApiCalls } from "~/features/usage/list-api-calls.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

// The caller's generation calls, newest first, with paging and totals.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "api-calls:read");
    const { page, perPage } = await readJson(request, apiCallsRequestSchema);
    return jsonOk(await listApiCalls({ db: await getDb(), workspaceId: workspace.id, page, perPage }));
  });

export const loader = onlyMethod("POST");
