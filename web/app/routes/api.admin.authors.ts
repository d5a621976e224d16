import { authorsDataSchema, listRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAdminAuthors } from "~/features/admin/admin-authors.server";
import { jsonOk } from "~/features/api/api.server";

/** `GET /api/admin/authors?page=&perPage=&query=`: authors by name, with their post counts. */
const route = adminRoute({
  get: async ({ request, db }) =>
    jsonOk(
      authorsDataSchema.parse(await listAdminAuthors(db, listRequestSchema.parse(Object.fromEntries(new URL(request.url).searchParams)))),
    ),
});
export const loader = route.loader;
export const action = route.action;
