import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createTemplateVersionRequestSchema, createdTemplateVersionDataSchema } from "@paperjet/contracts";
import { createTemplateVersion } from "~/features/templates/create-template-version.server";
import { listTemplateVersions } from "~/features/templates/list-template-versions.server";
import { scheduleTemplateThumbnail } from "~/features/templates/template-thumbnail.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";

/** The designer's version history: the saved versions of one of the caller's templates, newest first. */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const { workspace } = await requirePermission(request, "templates:read");
    return jsonOk({ versions: await listTemplateVersions({ db: await getDb(), workspaceId: workspace.id, id: params.id ?? "" }) });
  });

const postOnly = onlyMethod("POST");

/** "Save version": the draft at `revision` becomes the next version (decision 080). */
export const action = ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return postOnly({ request });
  return handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "templates:write");
    const body = await readJson(request, createTemplateVersionRequestSchema);
    const db = await getDb();
    const saved = await createTemplateVersion({ db, workspaceId: workspace.id, userId: user.id, id: params.id ?? "", ...body });
    scheduleTemplateThumbnail(db, { workspaceId: workspace.id, templateId: saved.template.id, timeoutMs: env().RENDER_TIMEOUT_MS });
    return jsonOk(createdTemplateVersionDataSchema.parse(saved), { status: 201 });
  });
};
