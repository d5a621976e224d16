import { pricingPlansDataSchema } from "@paperjet/contracts";
import { planCatalogue } from "~/features/billing/plan-catalogue.server";
import { handleApi, jsonOk, onlyMethod } from "~/features/api/api.server";

/** `GET /api/pricing/plans` (public): the plan catalogue as this installation configures it. */
export const loader = ({ request }: { request: Request }) =>
  handleApi(request, async () => jsonOk(pricingPlansDataSchema.parse({ plans: planCatalogue() })));

export const action = onlyMethod("GET");
