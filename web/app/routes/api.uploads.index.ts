import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listMedia } from "~/features/media/list-media.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

const body = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(24),
});

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "media:read");
    const { page, perPage } = await readJson(request, body);
    return jsonOk(await listMedia(await getDb(), { workspaceId: workspace.id, page, perPage }));
  });

export const loader = onlyMethod("POST");
