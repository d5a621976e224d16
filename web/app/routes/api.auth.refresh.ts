import { toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { insertAuthToken, revokeAuthTokens } from "~/features/auth/auth-tokens.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

// Rotates the bearer token: the one used is revoked, a new one rides in globals.token.
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const db = await getDb();
    if (auth.method === "token") await revokeAuthTokens(db, { id: auth.tokenId });
    const token = await insertAuthToken(db, { userId: auth.user.id, sessionId: auth.sessionId });
    return jsonOk(
      { user: auth.user },
      { headers: { "Cache-Control": "no-store" }, globals: { user: auth.user, workspace: toWorkspaceGlobals(auth.workspace), token } },
    );
  });

export const action = onlyMethod("GET");
