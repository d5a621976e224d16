import type { ActionFunctionArgs } from "@remix-run/node";
import { paymentDetailsSchema as paymentDetailsDataSchema } from "@paperjet/contracts";
import { z } from "zod";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { paymentDetailsSchema } from "~/features/billing/billing-schemas";
import { requirePermission } from "~/features/workspaces/require-permission.server";
import { handleApi, jsonOk, onlyMethod, readJson } from "~/features/api/api.server";
import { getDb } from "~/utils/db.server";
import { getRequestLocale } from "~/utils/request-locale.server";

/** `POST /api/subscription/payment-details` `{ firstName, lastName, email, country }`: owners only. */
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(request, async () => {
    if (request.method !== "POST") return onlyMethod("POST")({ request });
    const auth = await requirePermission(request, "billing:manage");
    const details = await readJson(request, paymentDetailsSchema(await getRequestLocale(request)));
    await billingProvider().savePaymentDetails(await getDb(), { workspaceId: auth.workspace.id, details });
    return jsonOk(z.object({ paymentDetails: paymentDetailsDataSchema }).parse({ paymentDetails: details }));
  });

export const loader = onlyMethod("POST");
