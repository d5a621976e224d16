import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { saveTemplateDraftRequestSchema, templateDraftDataSchema } from "@paperjet/contracts";
import { getTemplateDraft } from "~/features/templates/get-template-draft.server";
import { saveTemplateDraft } from "~/features/templates/save-template-draft.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";

/** The designer's draft (decision 080): what it opens and what the API page compares with the latest version. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    const draft = await getTemplateDraft({ db: await getDb(), workspaceId: workspace.id, id: params.id ?? "" });
    return jsonOk(templateDraftDataSchema.parse({ draft }));
  });

const putOnly = onlyMethod("PUT");

/** The designer's autosave: PUT replaces the draft; API calls keep the latest version. */
export const action = async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return putOnly({ request });
  return handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "templates:write");
    const body = await readJson(request, saveTemplateDraftRequestSchema, { maxBytes: 5_000_000 });
    const draft = await saveTemplateDraft({ db: await getDb(), workspaceId: workspace.id, userId: user.id, id: params.id ?? "", ...body });
    return jsonOk(templateDraftDataSchema.parse({ draft }));
  });
};
