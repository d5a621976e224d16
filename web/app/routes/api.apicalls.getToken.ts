import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createApiKey } from "~/features/api/create-api-key.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";
import { validationMessages } from "~/utils/validation-messages";

// A new API key: `data.apiKey` is the only time the secret is ever shown; `data.key` is what stays visible.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "api-keys:manage");
    const m = validationMessages(await getRequestLocale(request));
    const { name } = await readJson(request, z.object({ name: z.string().trim().max(100, m.maxLength(100)).optional() }));
    const { apiKey, key } = await createApiKey({ db: await getDb(), workspaceId: workspace.id, userId: user.id, name });
    return jsonOk(
      { apiKey, key: { id: key.id, name: key.name, prefix: key.prefix, createdAt: key.createdAt } },
      { status: 201, headers: { "Cache-Control": "no-store" } },
    );
  });

export const loader = onlyMethod("POST");
