import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPostCover } from "~/features/blog/read-post-cover.server";
import { handleApi, onlyMethod } from "~/features/api/api.server";
import { getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/posts/cover/{mediaId}`: a blog post's cover image (read-post-cover.server.ts). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const admin = (await getOptionalUser(request))?.role === "admin";
    const { bytes, mime } = await readPostCover(await getDb(), { mediaId: params.id ?? "", admin });
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": mime,
        "Content-Length": String(bytes.byteLength),
        "X-Content-Type-Options": "nosniff",
        // An SVG opened directly is a document: no script, no network (as /api/media).
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
        "Cache-Control": "public, max-age=300",
      },
    });
  });

export const action = onlyMethod("GET");
