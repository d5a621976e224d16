import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPostDataSchema } from "@paperjet/contracts";
import { findPublishedPost } from "~/features/blog/find-published-post.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { apiError } from "~/utils/api-error-locale.server";

/** `GET /api/posts/{id}`: one published post with its sanitised HTML; drafts are 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const post = await findPublishedPost(await getDb(), { id: params.id ?? "" });
    if (!post) throw apiError("not_found", "publishedPostNotFound", "There is no published post with this id.");
    return jsonOk(getPostDataSchema.parse({ post }), { globals: { user: await getOptionalUser(request) } });
  });

export const action = onlyMethod("GET");
