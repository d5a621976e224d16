import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { handleApi } from "~/features/api/api.server";
import { requireAdmin, type Auth } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

type Params = LoaderFunctionArgs["params"];

export interface AdminCall {
  request: Request;
  params: Params;
  auth: Auth;
  db: Kysely<Database>;
}
type Handler = (call: AdminCall) => Promise<Response>;

/**
 * Every `/api/admin/*` route is built with this: the admin guard (401 / 403) runs before anything
 * else, the method check included, so no route can answer a non-admin differently. The guard test
 * (admin-guard.test.ts) walks the route files and holds each to it.
 */
export function adminRoute(handlers: { get?: Handler; post?: Handler }) {
  const allow = [handlers.get && "GET", handlers.post && "POST"].filter(Boolean).join(", ");
  const run = (request: Request, params: Params) =>
    handleApi(request, async () => {
      const auth = await requireAdmin(request);
      const handler =
        request.method === "GET" || request.method === "HEAD" ? handlers.get : request.method === "POST" ? handlers.post : undefined;
      if (!handler)
        throw apiError("method_not_allowed", "methodNotAllowed", `Use ${allow} for this call.`, {
          params: { allow },
          headers: { Allow: allow },
        });
      return handler({ request, params, auth, db: await getDb() });
    });
  return {
    loader: ({ request, params }: LoaderFunctionArgs) => run(request, params),
    action: ({ request, params }: ActionFunctionArgs) => run(request, params),
  };
}

/** The administrator behind a write, as the audit log records them. */
export function actorOf(auth: Auth): Actor {
  return { id: auth.user.id, email: auth.user.email };
}
export interface Actor {
  id: number;
  email: string;
}
