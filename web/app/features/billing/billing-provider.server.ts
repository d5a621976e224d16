import { env } from "~/config/env.server";
import type { BillingProvider } from "./billing-provider";
import { chargebeeProvider } from "./chargebee-provider.server";
import { manualProvider } from "./manual-provider.server";

/** The provider this installation bills through: Chargebee when it is configured, else manual invoicing. */
export function billingProvider(): BillingProvider {
  const config = env().billing;
  return config.CHARGEBEE_SITE && config.CHARGEBEE_API_KEY ? chargebeeProvider : manualProvider;
}
