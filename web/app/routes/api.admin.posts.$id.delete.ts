import { deletedDataSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { deletePost } from "~/features/admin/admin-posts.server";
import { jsonOk } from "~/features/api/api.server";

/** `POST /api/admin/posts/{id}/delete`. */
const route = adminRoute({
  post: async ({ params, auth, db }) => {
    await deletePost(db, { actor: actorOf(auth), id: params.id ?? "" });
    return jsonOk(deletedDataSchema.parse({ deleted: true }));
  },
});
export const loader = route.loader;
export const action = route.action;
