import { PLAN_IDS } from "@paperjet/contracts";

export type Plan = (typeof PLAN_IDS)[number];
export type BillingPeriod = "monthly" | "annually";

export interface CataloguePlan {
  id: Plan;
  name: string;
  /** Minor units excluding VAT; `annually` is per year. null: custom (contact us). */
  prices: { monthly: number; annually: number } | null;
  currency: string;
  /** Generations a calendar month before they carry a watermark; null: unlimited. */
  pdfsPerMonth: number | null;
  /** Generations ever made clean before every further one is watermarked; null: no such limit. */
  cleanPdfs: number | null;
  watermark: boolean;
  support: "standard" | "priority" | "24/7";
  contactSales: boolean;
  trialDays: number;
}

/** The numbers of the catalogue that configuration may change (billing-config.server.ts). */
export interface CatalogueSettings {
  PLAN_CURRENCY: string;
  PLAN_FREE_CLEAN_PDFS: number;
  PLAN_FREE_PDFS_PER_MONTH: number;
  PLAN_BASIC_PDFS_PER_MONTH: number;
  PLAN_BASIC_PRICE_MONTHLY: number;
  PLAN_BASIC_PRICE_ANNUALLY: number;
  TRIAL_DAYS: number;
}

/**
 * The one definition of the plans (docs/product.md §9): Free (first clean PDFs, then watermarked;
 * a monthly allowance), Basic (paid monthly or annually; a larger allowance; no watermark;
 * the plan a new workspace tries), Enterprise (unlimited, custom price, contact us).
 */
export function buildCatalogue(settings: CatalogueSettings): CataloguePlan[] {
  const currency = settings.PLAN_CURRENCY;
  return [
    {
      id: "free",
      name: "Free",
      prices: { monthly: 0, annually: 0 },
      currency,
      pdfsPerMonth: settings.PLAN_FREE_PDFS_PER_MONTH,
      cleanPdfs: settings.PLAN_FREE_CLEAN_PDFS,
      watermark: true,
      support: "standard",
      contactSales: false,
      trialDays: 0,
    },
    {
      id: "basic",
      name: "Basic",
      prices: { monthly: settings.PLAN_BASIC_PRICE_MONTHLY, annually: settings.PLAN_BASIC_PRICE_ANNUALLY },
      currency,
      pdfsPerMonth: settings.PLAN_BASIC_PDFS_PER_MONTH,
      cleanPdfs: null,
      watermark: false,
      support: "priority",
      contactSales: false,
      trialDays: settings.TRIAL_DAYS,
    },
    {
      id: "enterprise",
      name: "Enterprise",
      prices: null,
      currency,
      pdfsPerMonth: null,
      cleanPdfs: null,
      watermark: false,
      support: "24/7",
      contactSales: true,
      trialDays: 0,
    },
  ];
}

export function findPlan(catalogue: CataloguePlan[], id: string): CataloguePlan {
  return catalogue.find((plan) => plan.id === id) ?? catalogue[0]!;
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** What a year costs against twelve months, in percent (the switch's "save n%"). */
export function yearlySavingPercent(plan: CataloguePlan): number {
  if (!plan.prices || plan.prices.monthly === 0) return 0;
  return Math.round((1 - plan.prices.annually / (plan.prices.monthly * 12)) * 100);
}

/** Whether generations on this plan are counted at all (an unlimited plan never watermarks). */
export function planHasAllowance(plan: CataloguePlan): boolean {
  return plan.cleanPdfs !== null || plan.pdfsPerMonth !== null;
}

/**
 * Whether a generation carries a watermark, given how many counted generations came before it
 * (all time, and this calendar month). Past an allowance the key keeps working, watermarked.
 */
export function watermarkFor(plan: CataloguePlan, used: { total: number; thisMonth: number }): boolean {
  if (plan.cleanPdfs !== null && used.total >= plan.cleanPdfs) return true;
  return plan.pdfsPerMonth !== null && used.thisMonth >= plan.pdfsPerMonth;
}
