import type { ActionFunctionArgs } from "@remix-run/node";
import { searchTemplates } from "~/features/templates/search-templates.server";
import { searchTemplatesSchema } from "~/features/templates/template-schemas";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    const { query } = await readJson(request, searchTemplatesSchema());
    return jsonOk(await searchTemplates({ db: await getDb(), workspaceId: workspace.id, query }));
  });

export const loader = onlyMethod("POST");
