import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error-locale.server";
import { deleteTemplate } from "~/features/templates/delete-template.server";
import { getTemplate } from "~/features/templates/get-template.server";
import { updateTemplateSchema } from "~/features/templates/template-schemas";
import { scheduleTemplateThumbnail } from "~/features/templates/template-thumbnail.server";
import { updateTemplate } from "~/features/templates/update-template.server";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRequestLocale } from "~/utils/request-locale.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    return jsonOk({ template: await getTemplate({ db: await getDb(), workspaceId: workspace.id, id: params.id! }) });
  });

// POST saves (api.md); DELETE soft-deletes (the dashboard's delete, also for API clients).
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "templates:write");
    const db = await getDb();
    if (request.method === "DELETE") {
      await deleteTemplate({ db, workspaceId: workspace.id, id: params.id! });
      return jsonOk({ deleted: true });
    }
    if (request.method !== "POST")
      throw apiError("bad_request", "methodNotSupported", `${request.method} is not supported here.`, {
        params: { method: request.method },
        headers: { Allow: "GET, POST, DELETE" },
      });
    const body = await readJson(request, updateTemplateSchema(await getRequestLocale(request)), { maxBytes: 5_000_000 });
    const template = await updateTemplate({ db, workspaceId: workspace.id, userId: user.id, id: params.id!, ...body });
    scheduleTemplateThumbnail(db, { workspaceId: workspace.id, templateId: template.id, timeoutMs: env().RENDER_TIMEOUT_MS });
    return jsonOk({ template });
  });
