import { authorDataSchema, authorRequestSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { createAuthor } from "~/features/admin/admin-authors.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/authors/create` (api.md "Admin bodies"): 201 `data.author`. */
const route = adminRoute({
  post: async ({ request, auth, db }) =>
    jsonOk(
      authorDataSchema.parse({
        author: await createAuthor(db, { actor: actorOf(auth), input: await readJson(request, authorRequestSchema) }),
      }),
      { status: 201 },
    ),
});
export const loader = route.loader;
export const action = route.action;
