import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { duplicateTemplate } from "~/features/templates/duplicate-template.server";
import { templateNameField } from "~/features/templates/template-schemas";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestT } from "~/utils/request-locale.server";

// Copies one of the caller's templates or a library design; `name` defaults to "Copy of …".
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "templates:write");
    const { locale, t } = await getRequestT(request, "app");
    const body = await readJson(request, z.object({ name: templateNameField(locale).optional() }));
    const template = await duplicateTemplate({
      db: await getDb(),
      workspaceId: workspace.id,
      userId: user.id,
      id: params.id!,
      name: (original) => body.name ?? t("templates.copyOf", { name: original }),
    });
    return jsonOk({ template }, { status: 201 });
  });

export const loader = onlyMethod("POST");
