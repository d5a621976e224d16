import type { LoaderFunctionArgs } from "@remix-run/node";
import { portalSessionDataSchema } from "@paperjet/contracts";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `GET /api/subscription/portal-session`: owners only; the provider's portal, or (manual) the app's plan settings. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requirePermission(request, "billing:manage");
    const url = await billingProvider().portalUrl(await getDb(), {
      workspaceId: auth.workspace.id,
      appUrl: env().APP_URL,
      locale: await getRequestLocale(request),
    });
    return jsonOk(portalSessionDataSchema.parse({ url }));
  });

export const action = onlyMethod("GET");
