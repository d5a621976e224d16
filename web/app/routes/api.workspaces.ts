import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { workspaceDataSchema, workspaceListSchema } from "@paperjet/contracts";
import { createWorkspace } from "~/features/workspaces/create-workspace.server";
import { listWorkspaces, switchWorkspace } from "~/features/workspaces/memberships.server";
import { createWorkspaceSchema } from "~/features/workspaces/workspace-schemas";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { apiError } from "~/utils/api-error-locale.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `GET /api/workspaces`: the caller's workspaces with their role, the current one marked. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    const workspaces = await listWorkspaces(await getDb(), { userId: auth.user.id, currentId: auth.workspace.id });
    return jsonOk(workspaceListSchema.parse({ workspaces }));
  });

/** `POST /api/workspaces` `{ name }`: a new workspace owned by the caller, who switches to it. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST")
      throw apiError("method_not_allowed", "methodNotAllowed", "Use GET or POST for this call.", {
        params: { allow: "GET, POST" },
        headers: { Allow: "GET, POST" },
      });
    const auth = await requireUser(request);
    const body = await readJson(request, createWorkspaceSchema(await getRequestLocale(request)));
    const db = await getDb();
    const created = await createWorkspace(db, { userId: auth.user.id, name: body.name });
    const workspace = await switchWorkspace(db, { userId: auth.user.id, sessionId: auth.sessionId, workspaceId: created.id });
    const globals = { id: workspace.id, name: workspace.name, role: workspace.role };
    return jsonOk(workspaceDataSchema.parse({ workspace: globals }), { status: 201, globals: { user: auth.user, workspace: globals } });
  });
