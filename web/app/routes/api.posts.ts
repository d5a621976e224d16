import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listPublishedPosts } from "~/features/blog/list-published-posts.server";
import { handleApi, jsonOk, readJson } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { LOCALES } from "~/utils/locale";
import { getRequestLocale } from "~/utils/request-locale.server";

const listPostsSchema = z.object({
  locale: z.enum(LOCALES).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(50).default(9),
});

/** `POST /api/posts`: a page of published posts (default: the request's language), newest first. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const body = await readJson(request, listPostsSchema);
    const locale = body.locale ?? (await getRequestLocale(request));
    const { posts, total } = await listPublishedPosts(await getDb(), { locale, page: body.page, perPage: body.perPage });
    return jsonOk(
      { posts, total, page: body.page, perPage: body.perPage, pageCount: Math.max(1, Math.ceil(total / body.perPage)) },
      { globals: { user: await getOptionalUser(request) } },
    );
  });
