import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { loadDashboard } from "~/features/dashboard/load-dashboard.server";
import { handleApi, jsonOk, readJson, onlyMethod } from "~/features/api/api.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

// The dashboard's data for API clients: `{ query? }` → stats, templates (latest or found), designs, tour.
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    const { user, workspace } = await requirePermission(request, "templates:read");
    const { query } = await readJson(request, z.object({ query: z.string().max(200).optional() }));
    return jsonOk(
      await loadDashboard({
        db: await getDb(),
        workspaceId: workspace.id,
        userId: user.id,
        locale: await getRequestLocale(request),
        query,
      }),
    );
  });

export const loader = onlyMethod("POST");
