import { deletedDataSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { deleteAuthor } from "~/features/admin/admin-authors.server";
import { jsonOk } from "~/features/api/api.server";

/** `POST /api/admin/authors/{id}/delete`: 409 while the author has posts. */
const route = adminRoute({
  post: async ({ params, auth, db }) => {
    await deleteAuthor(db, { actor: actorOf(auth), id: params.id ?? "" });
    return jsonOk(deletedDataSchema.parse({ deleted: true }));
  },
});
export const loader = route.loader;
export const action = route.action;
