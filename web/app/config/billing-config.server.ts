import { z } from "zod";
import { ConfigError, parseEnv } from "@paperjet/contracts";

const money = z.coerce.number().int().nonnegative();
const count = z.coerce.number().int().positive();

/**
 * Billing's part of the web configuration, parsed with the rest by `env()` (env.server.ts): the plan
 * catalogue's prices and allowances, the trial, VAT and the operator's details on manual invoices.
 * Prices are minor units excluding VAT (2900 = €29.00); the annual price is per year.
 */
const schema = z.object({
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code")
    .default("EUR"),
  PLAN_FREE_CLEAN_PDFS: z.coerce.number().int().nonnegative().default(5),
  PLAN_FREE_PDFS_PER_MONTH: count.default(100),
  PLAN_BASIC_PDFS_PER_MONTH: count.default(1_000),
  PLAN_BASIC_PRICE_MONTHLY: money.default(2_900),
  PLAN_BASIC_PRICE_ANNUALLY: money.default(31_200),
  TRIAL_DAYS: z.coerce.number().int().nonnegative().default(14),
  VAT_RATE: z.coerce.number().min(0).max(100).default(21),
  // The seller on manual invoices: all five are needed before an invoice is issued (sellerDetailsMissing).
  OPERATOR_NAME: z.string().trim().min(1).optional(),
  // Line breaks may be written as "\n" (one line in an env file).
  OPERATOR_ADDRESS: z
    .string()
    .transform((s) => s.replace(/\\n/g, "\n").trim())
    .pipe(z.string().min(1))
    .optional(),
  OPERATOR_IBAN: z
    .string()
    .transform((s) => s.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "must be an IBAN"))
    .optional(),
  OPERATOR_BIC: z
    .string()
    .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/i, "must be a BIC (8 or 11 characters)")
    .optional(),
  OPERATOR_VAT_ID: z
    .string()
    .transform((s) => s.replace(/[\s.-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/, "must be a VAT ID with its country prefix (NL123456789B01)"))
    .optional(),
  // Chargebee takes over from the manual provider when both are set.
  CHARGEBEE_SITE: z.string().min(1).optional(),
  CHARGEBEE_API_KEY: z.string().min(1).optional(),
  // HTTP Basic credentials Chargebee's webhook sends to POST /api/webhooks/chargebee.
  CHARGEBEE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  CHARGEBEE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  // The item prices of Basic in the Chargebee product catalogue.
  CHARGEBEE_ITEM_PRICE_BASIC_MONTHLY: z.string().min(1).default("basic-EUR-monthly"),
  CHARGEBEE_ITEM_PRICE_BASIC_ANNUALLY: z.string().min(1).default("basic-EUR-yearly"),
  // Where the SDK connects; the defaults are Chargebee's (https, <site>.chargebee.com:443). Tests point them at the stand-in.
  CHARGEBEE_PROTOCOL: z.enum(["https", "http"]).default("https"),
  CHARGEBEE_HOST_SUFFIX: z.string().default(".chargebee.com"),
  CHARGEBEE_PORT: z.coerce.number().int().min(1).max(65535).default(443),
});

export type BillingConfig = z.infer<typeof schema>;

export function parseBillingConfig(source: Record<string, string | undefined>): BillingConfig {
  const parsed = parseEnv(schema, source, "web (billing)");
  if (Boolean(parsed.CHARGEBEE_SITE) !== Boolean(parsed.CHARGEBEE_API_KEY))
    throw new ConfigError(
      "Invalid configuration for web (billing):\n  CHARGEBEE_SITE and CHARGEBEE_API_KEY: set both (Chargebee) or neither (manual invoicing)",
    );
  if (parsed.CHARGEBEE_SITE && !(parsed.CHARGEBEE_WEBHOOK_USERNAME && parsed.CHARGEBEE_WEBHOOK_PASSWORD))
    throw new ConfigError(
      "Invalid configuration for web (billing):\n  CHARGEBEE_WEBHOOK_USERNAME and CHARGEBEE_WEBHOOK_PASSWORD: required with Chargebee (the webhook's Basic auth)",
    );
  return parsed;
}

const SELLER_DETAILS = ["OPERATOR_NAME", "OPERATOR_ADDRESS", "OPERATOR_VAT_ID", "OPERATOR_IBAN", "OPERATOR_BIC"] as const;

/**
 * The seller's details an invoice cannot do without (legal name, address, VAT ID, and the account
 * to pay to) that are not configured (`env().billing`). Manual invoicing sells paid plans only when this is empty.
 */
export function sellerDetailsMissing(config: BillingConfig): Array<(typeof SELLER_DETAILS)[number]> {
  return SELLER_DETAILS.filter((name) => !config[name]);
}
