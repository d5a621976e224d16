import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPostCover } from "~/features/blog/read-post-cover.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";
import { getOptionalUser } from "~/features/auth/auth.server";
import { imageResponse } from "~/features/media/image-response.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/posts/cover/{mediaId}`: a blog post's cover image (read-post-cover.server.ts). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const admin = (await getOptionalUser(request))?.role === "admin";
    const { bytes, mime } = await readPostCover(await getDb(), { mediaId: params.id ?? "", admin });
    return imageResponse(bytes, mime, { "Cache-Control": "public, max-age=300" });
  });

export const action = onlyMethod("GET");
