import { authorDataSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { findAdminAuthor } from "~/features/admin/admin-authors.server";
import { jsonOk } from "~/features/api/api.server";

/** `GET /api/admin/authors/{id}`. */
const route = adminRoute({
  get: async ({ params, db }) => jsonOk(authorDataSchema.parse({ author: await findAdminAuthor(db, params.id ?? "") })),
});
export const loader = route.loader;
export const action = route.action;
