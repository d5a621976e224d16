import { postDataSchema, postRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { updatePost } from "~/features/admin/admin-posts.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/posts/{id}/update`: the whole post, as for create. */
const route = adminRoute({
  post: async ({ request, params, auth, db }) =>
    jsonOk(
      postDataSchema.parse({
        post: await updatePost(db, { actor: actorOf(auth), id: params.id ?? "", input: await readJson(request, postRequestSchema) }),
      }),
    ),
});
export const loader = route.loader;
export const action = route.action;
