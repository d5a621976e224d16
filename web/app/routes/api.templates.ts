import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api-error-locale.server";
import { createTemplate } from "~/features/templates/create-template.server";
import { listTemplates } from "~/features/templates/list-templates.server";
import { createTemplateSchema } from "~/features/templates/template-schemas";
import { handleApi, jsonOk, readJson } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    return jsonOk({ templates: await listTemplates({ db: await getDb(), workspaceId: workspace.id }) });
  });

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST")
      throw apiError("bad_request", "methodNotSupported", `${request.method} is not supported here.`, {
        params: { method: request.method },
        headers: { Allow: "GET, POST" },
      });
    const { user, workspace } = await requirePermission(request, "templates:write");
    const body = await readJson(request, createTemplateSchema(await getRequestLocale(request)), { maxBytes: 5_000_000 });
    const template = await createTemplate({
      db: await getDb(),
      workspaceId: workspace.id,
      userId: user.id,
      name: body.name,
      document: body.document,
    });
    return jsonOk({ template }, { status: 201 });
  });
