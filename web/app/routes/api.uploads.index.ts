import type { ActionFunctionArgs } from "@remix-run/node";
import { mediaListRequestSchema } from "@paperjet/contracts";
import { listMedia } from "~/features/media/list-media.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "media:read");
    const { page, perPage } = await readJson(request, mediaListRequestSchema);
    return jsonOk(await listMedia(await getDb(), { workspaceId: workspace.id, page, perPage }));
  });

export const loader = onlyMethod("POST");
