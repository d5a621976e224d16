import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTemplateThumbnail } from "~/features/templates/template-thumbnail.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";

/**
 * A thumbnail not yet stored is a 202 without a body at once (its render goes on; the card asks
 * again): waiting for it held the browser's six connections to the host while workers were busy,
 * stalling the page's forms, and an error status (503) put an error in the console for every card.
 */
const THUMBNAIL_WAIT_MS = 0;

/**
 * The first page of a template or library design as a PNG (dashboard and library cards). Cards ask
 * for `?v=<version>`: that answer never changes, so browsers keep it; a save makes a new version and
 * so a new URL. Without `v`, or with an older one, the answer is revalidated every time.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    const thumbnail = await getTemplateThumbnail(await getDb(), {
      workspaceId: workspace.id,
      templateId: params.id ?? "",
      timeoutMs: env().RENDER_TIMEOUT_MS,
      waitMs: THUMBNAIL_WAIT_MS,
    });
    if (!thumbnail) return new Response(null, { status: 202, headers: { "Retry-After": "3", "Cache-Control": "no-store" } });
    const pinned = new URL(request.url).searchParams.get("v") === String(thumbnail.version);
    return new Response(new Uint8Array(thumbnail.png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Length": String(thumbnail.png.length),
        "Cache-Control": pinned ? "private, max-age=31536000, immutable" : "private, no-cache",
        ETag: `"${params.id}-${thumbnail.version}"`,
        "X-Template-Version": String(thumbnail.version),
      },
    });
  });

export const action = onlyMethod("GET");
