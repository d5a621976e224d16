import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { localizedPath } from "~/utils/locale";
import { billingConfig } from "~/config/billing-config.server";
import type { BillingActor, BillingProvider } from "./billing-provider";
import { issueInvoice, listInvoices, type InvoiceParty } from "./invoices.server";
import { catalogPlan } from "./plan-catalogue.server";
import type { BillingPeriod, Plan } from "./plan-catalogue";
import { renderInvoicePdf } from "./render-invoice-pdf.server";
import { loadSubscription, savePaymentDetails, saveSubscription } from "./subscriptions.server";

/** The end of a paid period that starts at `start` (a month or a year later, same day and time). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === "annually") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** One paid period's invoice: the catalogue's price, VAT_RATE, the operator's details as configured now. */
async function invoicePeriod(db: Kysely<Database>, options: { workspaceId: string; plan: Plan; period: BillingPeriod; start: Date; end: Date; customer: InvoiceParty }) {
  const catalogued = catalogPlan(options.plan);
  const settings = billingConfig();
  await issueInvoice(db, {
    workspaceId: options.workspaceId,
    provider: "manual",
    description: `${catalogued.name}, ${options.period}`,
    plan: options.plan,
    period: options.period,
    periodStart: options.start,
    periodEnd: options.end,
    netAmount: catalogued.prices?.[options.period] ?? 0,
    vatRate: settings.VAT_RATE,
    currency: catalogued.currency,
    status: "payment_due",
    issuedAt: options.start,
    customer: options.customer,
    operator: { name: settings.OPERATOR_NAME, address: settings.OPERATOR_ADDRESS ?? null, iban: settings.OPERATOR_IBAN ?? null, bic: settings.OPERATOR_BIC ?? null, vatId: settings.OPERATOR_VAT_ID ?? null },
  });
}

async function customerOf(db: Kysely<Database>, workspaceId: string, actor?: BillingActor): Promise<InvoiceParty> {
  const details = (await loadSubscription(db, workspaceId)).paymentDetails;
  if (details) return { name: `${details.firstName} ${details.lastName}`, email: details.email, country: details.country };
  if (actor) return { name: actor.name, email: actor.email, country: null };
  // A renewal without payment details: whoever the last invoice was for.
  const last = await db.selectFrom("invoices").select("customer").where("workspace_id", "=", workspaceId).orderBy("issued_at", "desc").limit(1).executeTakeFirst();
  return (last?.customer as InvoiceParty | undefined) ?? { name: null, email: null, country: null };
}

/**
 * Every paid period that has begun gets its invoice: when a manual subscription's period has ended,
 * the next one starts and is invoiced (one after another until today), under the subscription's row
 * lock so two readers at once do not invoice a period twice. Runs whenever billing is read.
 */
export async function renewManualSubscription(db: Kysely<Database>, workspaceId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom("subscriptions").select(["provider", "plan", "period", "status", "current_period_end"]).where("workspace_id", "=", workspaceId).forUpdate().executeTakeFirst();
    if (!row || row.provider !== "manual" || row.status !== "active" || row.plan === "free" || !row.current_period_end) return;
    const plan = catalogPlan(row.plan);
    if (!plan.prices) return;
    const period: BillingPeriod = row.period === "annually" ? "annually" : "monthly";
    let start = new Date(row.current_period_end);
    if (start > now) return;
    const customer = await customerOf(trx, workspaceId);
    let end = periodEnd(start, period);
    for (;;) {
      await invoicePeriod(trx, { workspaceId, plan: plan.id, period, start, end, customer });
      if (end > now) break;
      start = end;
      end = periodEnd(start, period);
    }
    await saveSubscription(trx, workspaceId, { plan: plan.id, period, status: "active", currentPeriodStart: start, currentPeriodEnd: end });
  });
}

/** Runs `work` in the caller's transaction, or in a new one (an admin's plan change commits with its audit row). */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * A plan change that takes effect at once, without payment: the owner's choice in manual mode, and
 * an administrator's change in any mode (Enterprise included). A paid plan starts a new period with
 * its invoice; the same paid plan and period as now changes nothing and issues no second invoice.
 */
export async function setPlanManually(db: Kysely<Database>, { workspaceId, plan, period, actor, now = new Date() }: { workspaceId: string; plan: Plan; period: BillingPeriod; actor?: BillingActor; now?: Date }): Promise<void> {
  await renewManualSubscription(db, workspaceId, now);
  const current = await loadSubscription(db, workspaceId, now);
  if (current.provider === "manual" && current.plan === plan && current.period === period && current.status === "active" && (plan === "free" || current.currentPeriodEnd)) return;
  const catalogued = catalogPlan(plan);
  if (!catalogued.prices || catalogued.prices.monthly === 0) {
    await saveSubscription(db, workspaceId, { provider: "manual", plan, period, status: "active", trialEndsAt: null, currentPeriodStart: now, currentPeriodEnd: null });
    return;
  }
  const end = periodEnd(now, period);
  const customer = await customerOf(db, workspaceId, actor);
  await inTransaction(db, async (trx) => {
    await saveSubscription(trx, workspaceId, { provider: "manual", plan, period, status: "active", trialEndsAt: null, currentPeriodStart: now, currentPeriodEnd: end });
    await invoicePeriod(trx, { workspaceId, plan, period, start: now, end, customer });
  });
}

/**
 * The embedded default for self-hosted installs that invoice by bank transfer. A plan change takes
 * effect at once and is recorded; a paid plan starts a new period with its invoice (status
 * `payment_due` until an administrator marks it paid or voided). No payment is ever assumed.
 */
export const manualProvider: BillingProvider = {
  id: "manual",
  paymentMethods: ["bank_transfer"],

  async choosePlan(db, options) {
    await setPlanManually(db, options);
    return {};
  },

  refresh: (db, workspaceId) => renewManualSubscription(db, workspaceId),

  async savePaymentDetails(db, { workspaceId, details }) {
    await savePaymentDetails(db, workspaceId, details);
  },

  async listInvoices(db, workspaceId) {
    await renewManualSubscription(db, workspaceId);
    return listInvoices(db, workspaceId);
  },

  invoicePdf: (db, options) => renderInvoicePdf(db, options),

  async listPaymentSources() {
    const settings = billingConfig();
    const bankTransfer = settings.OPERATOR_IBAN ? { accountHolder: settings.OPERATOR_NAME, iban: settings.OPERATOR_IBAN, bic: settings.OPERATOR_BIC ?? null } : null;
    return { paymentSources: [{ id: "bank_transfer", type: "bank_transfer", label: "Bank transfer", primary: true }], bankTransfer };
  },

  // There is no external portal: the app's own billing settings are the place (decision in docs/billing.md).
  async portalUrl(_db, { appUrl, locale }) {
    return new URL(localizedPath(locale, "/app/settings/plan"), appUrl).toString();
  },
};
