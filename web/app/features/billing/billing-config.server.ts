import { z } from "zod";
import { parseEnv } from "@paperjet/contracts";

const money = z.coerce.number().int().nonnegative();
const count = z.coerce.number().int().positive();

/**
 * Billing's part of the web configuration (parsed with the rest in env.server.ts): the plan
 * catalogue's prices and allowances, the trial, VAT and the operator's details on manual invoices.
 * Prices are minor units excluding VAT (2900 = €29.00); the annual price is per year.
 */
const schema = z.object({
  PLAN_CURRENCY: z.string().regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code").default("EUR"),
  PLAN_FREE_CLEAN_PDFS: z.coerce.number().int().nonnegative().default(5),
  PLAN_FREE_PDFS_PER_MONTH: count.default(100),
  PLAN_BASIC_PDFS_PER_MONTH: count.default(1_000),
  PLAN_BASIC_PRICE_MONTHLY: money.default(2_900),
  PLAN_BASIC_PRICE_ANNUALLY: money.default(31_200),
  TRIAL_DAYS: z.coerce.number().int().nonnegative().default(14),
  VAT_RATE: z.coerce.number().min(0).max(100).default(21),
  OPERATOR_NAME: z.string().min(1).default("Paperjet"),
  OPERATOR_ADDRESS: z.string().optional(),
  OPERATOR_IBAN: z
    .string()
    .transform((s) => s.replace(/\s+/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, "must be an IBAN"))
    .optional(),
  OPERATOR_BIC: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/i, "must be a BIC (8 or 11 characters)").optional(),
  OPERATOR_VAT_ID: z.string().optional(),
});

export type BillingConfig = z.infer<typeof schema>;

export function parseBillingConfig(source: Record<string, string | undefined>): BillingConfig {
  return parseEnv(schema, source, "web (billing)");
}

let cached: BillingConfig | undefined;

/**
 * This process's billing settings. Parsed from the environment on its own (the web config also
 * parses them at start, so a bad value stops the server), because workspace creation and usage
 * decisions need them in places that run without the rest of the web configuration (scripts, tests).
 */
export function billingConfig(): BillingConfig {
  cached ??= parseBillingConfig(process.env);
  return cached;
}

/** Tests change the settings between cases. */
export function resetBillingConfig(): void {
  cached = undefined;
}
