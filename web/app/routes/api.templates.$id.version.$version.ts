import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTemplateVersion } from "~/features/templates/get-template-version.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    const version = /^\d+$/.test(params.version ?? "") ? Number(params.version) : Number.NaN;
    return jsonOk({ template: await getTemplateVersion({ db: await getDb(), workspaceId: workspace.id, id: params.id!, version }) });
  });

export const action = onlyMethod("GET");
