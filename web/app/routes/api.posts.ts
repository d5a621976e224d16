import type { ActionFunctionArgs } from "@remix-run/node";
import { listPostsDataSchema, listPostsRequestSchema } from "@paperjet/contracts";
import { listPublishedPosts } from "~/features/blog/list-published-posts.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { getOptionalUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `POST /api/posts`: a page of published posts (default: the request's language), newest first. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const body = await readJson(request, listPostsRequestSchema);
    const locale = body.locale ?? (await getRequestLocale(request));
    const { posts, total } = await listPublishedPosts(await getDb(), { locale, page: body.page, perPage: body.perPage });
    return jsonOk(
      listPostsDataSchema.parse({
        posts,
        total,
        page: body.page,
        perPage: body.perPage,
        pageCount: Math.max(1, Math.ceil(total / body.perPage)),
      }),
      { globals: { user: await getOptionalUser(request) } },
    );
  });

export const loader = onlyMethod("POST");
