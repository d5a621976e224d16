import type { LoaderFunctionArgs } from "@remix-run/node";
import { paymentSourcesDataSchema } from "@paperjet/contracts";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";
import { requireUser } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";

/** `GET /api/subscription/payment-sources`: cards and SEPA mandates (Chargebee) or the bank transfer details (manual). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  handleApi(request, async () => {
    const auth = await requireUser(request);
    return jsonOk(paymentSourcesDataSchema.parse(await billingProvider().listPaymentSources(await getDb(), auth.workspace.id)));
  });

export const action = onlyMethod("GET");
