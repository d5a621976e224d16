import type { ActionFunctionArgs } from "@remix-run/node";
import { updateUserResponseSchema } from "@paperjet/contracts";
import { updateUserSchema } from "~/features/auth/auth-schemas";
import { updateUser } from "~/features/auth/update-user.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import { getDb } from "~/utils/db.server";
import { localeCookie } from "~/utils/i18next.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";

// `{ name?, email?, locale?, currentPassword?, newPassword? }` → the updated user (also in globals) and
// `pendingEmail`: a new address changes only when the link mailed to it is opened.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const { locale, t } = await getRequestT(request);
    const body = await readJson(request, updateUserSchema(locale));
    const { user, pendingEmail } = await updateUser({ db: await getDb(), redis: getRedis(), auth, changes: body, locale, t });
    const headers = body.locale ? { "Set-Cookie": await localeCookie.serialize(body.locale) } : undefined;
    const answer = updateUserResponseSchema.parse({
      data: { user, pendingEmail },
      globals: { user, workspace: toWorkspaceGlobals(auth.workspace) },
    });
    return jsonOk(answer.data, { headers, globals: answer.globals });
  });

export const loader = onlyMethod("POST");
