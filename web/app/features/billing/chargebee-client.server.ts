import Chargebee from "chargebee";
import { type BillingConfig } from "~/config/billing-config.server";
import { env } from "~/config/env.server";

let cached: { config: BillingConfig; client: Chargebee } | undefined;

/** The process's Chargebee SDK client (official `chargebee` v3), made once per configuration. */
export function chargebeeClient(): Chargebee {
  const config = env().billing;
  if (cached?.config !== config) {
    cached = {
      config,
      client: new Chargebee({
        site: config.CHARGEBEE_SITE ?? "",
        apiKey: config.CHARGEBEE_API_KEY ?? "",
        protocol: config.CHARGEBEE_PROTOCOL,
        hostSuffix: config.CHARGEBEE_HOST_SUFFIX,
        port: config.CHARGEBEE_PORT,
        timeout: 20_000,
      }),
    };
  }
  return cached.client;
}

/** Our plan and period of a Chargebee item price (the catalogue's two Basic prices). */
export function planOfItemPrice(itemPriceId: string | undefined): { plan: "basic" | "free"; period: "monthly" | "annually" } {
  const config = env().billing;
  if (itemPriceId === config.CHARGEBEE_ITEM_PRICE_BASIC_ANNUALLY) return { plan: "basic", period: "annually" };
  if (itemPriceId === config.CHARGEBEE_ITEM_PRICE_BASIC_MONTHLY) return { plan: "basic", period: "monthly" };
  return { plan: "free", period: "monthly" };
}

export function itemPriceOf(period: "monthly" | "annually"): string {
  const config = env().billing;
  return period === "annually" ? config.CHARGEBEE_ITEM_PRICE_BASIC_ANNUALLY : config.CHARGEBEE_ITEM_PRICE_BASIC_MONTHLY;
}
