import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error-locale.server";
import { findOwnMedia } from "~/features/media/find-media.server";
import { sniffImageFormat } from "~/features/media/inspect-image.server";
import { getMediaStorage } from "~/features/media/media-storage.server";
import { imageResponse } from "~/features/media/image-response.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

/** The bytes of one of the caller's uploads, typed by what they are (never by a name), never sniffed by the browser. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "media:read");
    const row = await findOwnMedia(await getDb(), { workspaceId: workspace.id, id: params.id ?? "" });
    const bytes = await getMediaStorage().get(row.storage_key);
    const mime = bytes && sniffImageFormat(bytes);
    if (!bytes || !mime) throw apiError("not_found", "uploadNotFound", "There is no such upload.");
    return imageResponse(bytes, mime, {
      "Content-Disposition": "inline",
      "Cache-Control": "private, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

export const action = onlyMethod("GET");
