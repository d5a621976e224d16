import { findCurrentWorkspace, toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { loginSchema } from "~/features/auth/auth-schemas";
import { logInUser } from "~/features/auth/log-in-user.server";
import { clientAddress } from "~/utils/client-address.server";
import { startUserSession } from "~/features/auth/start-user-session.server";
import { toPublicUser } from "~/features/auth/users.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { assertSameOrigin, getAuth } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRedis } from "~/utils/redis.server";
import { getRequestT } from "~/utils/request-locale.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    assertSameOrigin(request);
    const { locale, t } = await getRequestT(request);
    const body = await readJson(request, loginSchema(locale));
    const db = await getDb();
    const user = await logInUser({ db, redis: getRedis(), email: body.email, password: body.password, ip: clientAddress(request), t });
    const previous = await getAuth(request);
    const { cookies, token, sessionId } = await startUserSession({
      db,
      userId: user.id,
      previousSessionId: previous?.method === "session" ? previous.sessionId : undefined,
    });
    const publicUser = toPublicUser(user, env().ADMIN_EMAILS);
    return jsonOk(
      { user: publicUser },
      {
        headers: cookies,
        globals: {
          user: publicUser,
          workspace: toWorkspaceGlobals(await findCurrentWorkspace(db, { userId: user.id, userName: user.name, sessionId })),
          token,
        },
      },
    );
  });

export const loader = onlyMethod("POST");
