import { postDataSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { findAdminPost } from "~/features/admin/admin-posts.server";
import { jsonOk } from "~/features/api/api.server";

/** `GET /api/admin/posts/{id}`: one post, whatever its status. */
const route = adminRoute({
  get: async ({ params, db }) => jsonOk(postDataSchema.parse({ post: await findAdminPost(db, params.id ?? "") })),
});
export const loader = route.loader;
export const action = route.action;
