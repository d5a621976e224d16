import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTemplateVersions } from "~/features/templates/list-template-versions.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

/** The designer's version history: the saved versions of one of the caller's templates, newest first. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    return jsonOk({ versions: await listTemplateVersions({ db: await getDb(), workspaceId: workspace.id, id: params.id ?? "" }) });
  });

export const action = onlyMethod("GET");
