import { adminUserDataSchema } from "@paperjet/contracts";
import { actorOf, adminRoute } from "~/features/admin/admin-route.server";
import { parseUserId } from "~/features/admin/admin-users.server";
import { setUserDisabled } from "~/features/admin/set-user-disabled.server";
import { jsonOk } from "~/features/api/api.server";

/** `POST /api/admin/users/{id}/enable`: see setUserDisabled. */
const route = adminRoute({
  post: async ({ params, auth, db }) =>
    jsonOk(
      adminUserDataSchema.parse({
        user: await setUserDisabled(db, { actor: actorOf(auth), userId: parseUserId(params.id), disabled: false }),
      }),
    ),
});
export const loader = route.loader;
export const action = route.action;
