import { usersIndexDataSchema, usersIndexRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { listAdminUsers } from "~/features/admin/admin-users.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/users/index`: users with search, plan and date filters, paging and sort. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(usersIndexDataSchema.parse(await listAdminUsers(db, await readJson(request, usersIndexRequestSchema)))),
});
export const loader = route.loader;
export const action = route.action;
