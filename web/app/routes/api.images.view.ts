import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { findOwnMedia } from "~/features/media/find-media.server";
import { toMediaJson } from "~/features/media/media-json";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

/** Accepts the bare id or the `media:{id}` a template uses. */
const body = z.object({
  id: z
    .string()
    .min(1)
    .transform((id) => id.replace(/^media:/, "")),
});

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "media:read");
    const { id } = await readJson(request, body);
    const row = await findOwnMedia(await getDb(), { workspaceId: workspace.id, id });
    return jsonOk({ media: toMediaJson(row) });
  });

export const loader = onlyMethod("POST");
