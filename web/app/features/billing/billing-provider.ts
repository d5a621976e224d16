import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import type { Locale } from "~/utils/locale";
import type { InvoiceView } from "./invoices.server";
import type { BillingPeriod, Plan } from "./plan-catalogue";
import type { ChangeTiming } from "./plan-change";
import type { PaymentDetails } from "./subscriptions.server";

export interface PaymentSource {
  id: string;
  type: "card" | "sepa" | "bank_transfer";
  label: string;
  primary: boolean;
}

/** Who acts: the owner changing billing (their name and address stand in for missing payment details). */
export interface BillingActor {
  userId: number;
  name: string;
  email: string;
}

/** What a plan change would do (`POST /api/subscription/plan` without `confirm`); amounts in minor units. */
export interface PlanQuote {
  plan: Plan;
  period: BillingPeriod;
  price: number;
  credit: number;
  amountDueNow: number;
  currency: string;
  when: ChangeTiming;
  effectiveAt: string;
}

export interface PlanChoice {
  workspaceId: string;
  plan: Exclude<Plan, "enterprise">;
  period: BillingPeriod;
  when?: ChangeTiming;
  actor: BillingActor;
  now?: Date;
}

/**
 * What a billing provider does for a workspace (api.md "Billing"). `manual` is the embedded
 * default (bank transfer, invoices from our own engine); `chargebee` takes over when
 * CHARGEBEE_SITE and CHARGEBEE_API_KEY are set.
 */
export interface BillingProvider {
  id: "manual" | "chargebee";
  paymentMethods: Array<"card" | "sepa" | "bank_transfer">;
  /** What the change would do; changes nothing. */
  quotePlan(db: Kysely<Database>, options: PlanChoice): Promise<PlanQuote>;
  /** Makes the change the quote described (or answers a checkout to complete first). */
  choosePlan(db: Kysely<Database>, options: PlanChoice): Promise<{ checkoutUrl?: string; invoice?: InvoiceView | null }>;
  savePaymentDetails(db: Kysely<Database>, options: { workspaceId: string; details: PaymentDetails }): Promise<void>;
  /** Brings the subscription up to date before it is read (manual: invoices the periods that have begun). */
  refresh(db: Kysely<Database>, workspaceId: string): Promise<void>;
  listInvoices(db: Kysely<Database>, workspaceId: string): Promise<InvoiceView[]>;
  invoicePdf(
    db: Kysely<Database>,
    options: { workspaceId: string; invoiceId: string; locale: Locale; timeoutMs: number },
  ): Promise<{ body: Buffer; fileName: string }>;
  listPaymentSources(
    db: Kysely<Database>,
    workspaceId: string,
  ): Promise<{ paymentSources: PaymentSource[]; bankTransfer: { accountHolder: string; iban: string; bic: string | null } | null }>;
  portalUrl(db: Kysely<Database>, options: { workspaceId: string; appUrl: string; locale: Locale }): Promise<string>;
}
