import { postDataSchema, postRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { createPost } from "~/features/admin/admin-posts.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/posts/create` (api.md "Admin bodies"): 201 `data.post`. */
const route = adminRoute({
  post: async ({ request, auth, db }) =>
    jsonOk(
      postDataSchema.parse({ post: await createPost(db, { actor: actorOf(auth), input: await readJson(request, postRequestSchema) }) }),
      { status: 201 },
    ),
});
export const loader = route.loader;
export const action = route.action;
