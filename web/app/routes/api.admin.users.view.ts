import { adminUserViewSchema, userIdRequestSchema } from "@paperjet/contracts";
import { adminRoute } from "~/features/admin/admin-route.server";
import { viewAdminUser } from "~/features/admin/admin-users.server";
import { jsonOk, readJson } from "~/features/api/api.server";

/** `POST /api/admin/users/view` `{ id }`: one user with workspaces, usage, calls, templates, onboarding and audit. */
const route = adminRoute({
  post: async ({ request, db }) =>
    jsonOk(adminUserViewSchema.parse(await viewAdminUser(db, (await readJson(request, userIdRequestSchema)).id))),
});
export const loader = route.loader;
export const action = route.action;
