import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { deleteMedia } from "~/features/media/delete-media.server";
import { getMediaStorage } from "~/features/media/media-storage.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

const body = z.object({ id: z.string().min(1) });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "media:write");
    const { id } = await readJson(request, body);
    await deleteMedia(await getDb(), { storage: getMediaStorage(), workspaceId: workspace.id, id });
    return jsonOk({ deleted: id });
  });

export const loader = onlyMethod("POST");
