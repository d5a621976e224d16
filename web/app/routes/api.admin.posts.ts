import { listRequestSchema, postsDataSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAdminPosts } from "~/features/admin/admin-posts.server";
import { jsonOk } from "~/features/api/api.server";

/** `GET /api/admin/posts?page=&perPage=&query=`: both languages, drafts and scheduled included. */
const route = adminRoute({
  get: async ({ request, db }) =>
    jsonOk(postsDataSchema.parse(await listAdminPosts(db, listRequestSchema.parse(Object.fromEntries(new URL(request.url).searchParams))))),
});
export const loader = route.loader;
export const action = route.action;
