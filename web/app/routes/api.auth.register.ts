import { findCurrentWorkspace, toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { registerSchema } from "~/features/auth/auth-schemas";
import { registerUser } from "~/features/auth/register-user.server";
import { startUserSession } from "~/features/auth/start-user-session.server";
import { toPublicUser } from "~/features/auth/users.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/utils/api.server";
import { assertSameOrigin } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRequestLocale } from "~/utils/request-locale.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const locale = await getRequestLocale(request);
    const body = await readJson(request, registerSchema(locale));
    const db = await getDb();
    const user = await registerUser({ db, ...body, locale });
    const { cookies, token, sessionId } = await startUserSession({ db, userId: user.id });
    const publicUser = toPublicUser(user, env().ADMIN_EMAILS);
    return jsonOk({ user: publicUser }, { status: 201, headers: cookies, globals: { user: publicUser, workspace: toWorkspaceGlobals(await findCurrentWorkspace(db, { userId: user.id, userName: user.name, sessionId })), token } });
  });

export const loader = onlyMethod("POST");
