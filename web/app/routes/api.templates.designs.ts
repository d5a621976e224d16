import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTemplateDesigns } from "~/features/templates/list-template-designs.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    await requirePermission(request, "templates:read");
    return jsonOk({ templates: await listTemplateDesigns({ db: await getDb(), locale: await getRequestLocale(request) }) });
  });

export const action = onlyMethod("GET");
