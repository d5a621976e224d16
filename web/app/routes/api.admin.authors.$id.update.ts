import { authorDataSchema, authorRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { updateAuthor } from "~/features/admin/admin-authors.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/authors/{id}/update`. */
const route = adminRoute({
  post: async ({ request, params, auth, db }) =>
    jsonOk(
      authorDataSchema.parse({
        author: await updateAuthor(db, { actor: actorOf(auth), id: params.id ?? "", input: await readJson(request, authorRequestSchema) }),
      }),
    ),
});
export const loader = route.loader;
export const action = route.action;
