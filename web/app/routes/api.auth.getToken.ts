import { toWorkspaceGlobals } from "~/features/workspaces/current-workspace.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error-locale.server";
import { insertAuthToken } from "~/features/auth/auth-tokens.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

// A bearer token for the browser's session (docs/product.md §4: fetched at start-up when
// the client knows it is signed in). Cross-site pages cannot read the answer (no CORS).
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    if (auth.method !== "session")
      throw apiError(
        "bad_request",
        "getTokenNeedsSession",
        "getToken exchanges a browser session for a token; use /api/auth/refresh with a bearer token.",
      );
    const token = await insertAuthToken(await getDb(), { userId: auth.user.id, sessionId: auth.sessionId });
    return jsonOk(
      { token },
      { headers: { "Cache-Control": "no-store" }, globals: { user: auth.user, workspace: toWorkspaceGlobals(auth.workspace), token } },
    );
  });

export const action = onlyMethod("GET");
