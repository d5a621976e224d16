import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";
import { getMediaStorage } from "~/features/media/media-storage.server";
import { readUploadedFile, uploadTooLarge } from "~/features/media/read-upload.server";
import { uploadMedia } from "~/features/media/upload-media.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";
import { validationMessages } from "~/utils/validation-messages";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") throw apiError("bad_request", "uploadNeedsPost", "Use POST to upload.");
    const config = env().media;
    const tooLarge = validationMessages(await getRequestLocale(request)).uploadTooLarge();
    // Refuse an oversized body before anything reads it (the CSRF check may read form fields).
    if (Number(request.headers.get("Content-Length") ?? 0) > config.UPLOAD_MAX_BYTES + 64 * 1024) {
      throw uploadTooLarge(tooLarge);
    }
    const { user, workspace } = await requirePermission(request, "media:write");
    const file = await readUploadedFile(request, { maxBytes: config.UPLOAD_MAX_BYTES, tooLarge });
    const media = await uploadMedia({
      db: await getDb(),
      storage: getMediaStorage(),
      workspaceId: workspace.id,
      userId: user.id,
      bytes: file.bytes,
      originalName: file.name,
      maxPixels: config.UPLOAD_MAX_PIXELS,
    });
    return jsonOk({ media }, { status: 201 });
  });

export const loader = onlyMethod("POST");
