import type { LoaderFunctionArgs } from "@remix-run/node";
import { subscriptionConfigurationSchema } from "@paperjet/contracts";
import { loadBillingConfiguration } from "~/features/billing/billing-configuration.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/subscription/configuration`: every member reads the current workspace's subscription. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    return jsonOk(
      subscriptionConfigurationSchema.parse(
        await loadBillingConfiguration(await getDb(), { workspaceId: auth.workspace.id, role: auth.workspace.role }),
      ),
    );
  });

export const action = onlyMethod("GET");
