import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { localizedPath } from "~/utils/locale";
import { sellerDetailsMissing } from "~/config/billing-config.server";
import { env } from "~/config/env.server";
import type { BillingActor, BillingProvider, PlanQuote } from "./billing-provider";
import { issueInvoice, listInvoices, type InvoiceParty, type InvoiceView } from "./invoices.server";
import { catalogPlan } from "./plan-catalogue.server";
import type { BillingPeriod, Plan } from "./plan-catalogue";
import { changeTiming, unusedCredit, type ChangeTiming } from "./plan-change";
import { renderInvoicePdf } from "./render-invoice-pdf.server";
import { loadSubscription, savePaymentDetails, saveSubscription, type SubscriptionView } from "./subscriptions.server";
import { vatFor } from "./vat";

/** The end of a paid period that starts at `start` (a month or a year later, same day and time). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === "annually") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Manual invoicing sells paid plans only with the seller's details configured (an invoice needs them). */
function requireSellerDetails(): void {
  const missing = sellerDetailsMissing(env().billing);
  if (missing.length > 0)
    throw apiError("conflict", "contactToUpgrade", "Paid plans are not available here yet: contact us to upgrade.", { extra: { missing } });
}

/** The VAT the workspace's customer pays: reverse-charged for an EU business abroad, else VAT_RATE. */
function vatOf(customer: InvoiceParty) {
  const settings = env().billing;
  return vatFor(
    { country: customer.country ?? null, vatId: customer.vatId ?? null },
    { vatId: settings.OPERATOR_VAT_ID ?? null, rate: settings.VAT_RATE },
  );
}

/**
 * One paid period's invoice: the catalogue's price less the credit applied, the VAT the customer
 * owes, and the seller's and customer's details as they are now (an invoice never changes later).
 */
async function invoicePeriod(
  db: Kysely<Database>,
  options: { workspaceId: string; plan: Plan; period: BillingPeriod; start: Date; end: Date; customer: InvoiceParty; credit: number },
): Promise<InvoiceView> {
  const catalogued = catalogPlan(options.plan);
  const settings = env().billing;
  const price = catalogued.prices?.[options.period] ?? 0;
  const vat = vatOf(options.customer);
  return issueInvoice(db, {
    workspaceId: options.workspaceId,
    provider: "manual",
    description: `${catalogued.name}, ${options.period}`,
    plan: options.plan,
    period: options.period,
    periodStart: options.start,
    periodEnd: options.end,
    netAmount: price - options.credit,
    creditAmount: options.credit,
    vatRate: vat.rate,
    reverseCharge: vat.reverseCharge,
    currency: catalogued.currency,
    status: "payment_due",
    issuedAt: options.start,
    customer: options.customer,
    operator: {
      name: settings.OPERATOR_NAME ?? null,
      address: settings.OPERATOR_ADDRESS ?? null,
      iban: settings.OPERATOR_IBAN ?? null,
      bic: settings.OPERATOR_BIC ?? null,
      vatId: settings.OPERATOR_VAT_ID ?? null,
    },
  });
}

async function customerOf(db: Kysely<Database>, workspaceId: string, actor?: BillingActor): Promise<InvoiceParty> {
  const details = (await loadSubscription(db, workspaceId)).paymentDetails;
  if (details) {
    const person = `${details.firstName} ${details.lastName}`;
    return {
      name: details.companyName || person,
      contact: details.companyName ? person : null,
      email: details.email,
      address: details.address ?? null,
      country: details.country,
      vatId: details.vatId ?? null,
    };
  }
  if (actor) return { name: actor.name, email: actor.email, country: null };
  // A renewal without payment details: whoever the last invoice was for.
  const last = await db
    .selectFrom("invoices")
    .select("customer")
    .where("workspace_id", "=", workspaceId)
    .orderBy("issued_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return (last?.customer as InvoiceParty | undefined) ?? { name: null, email: null, country: null };
}

/**
 * Every paid period that has begun gets its invoice: when a manual subscription's period has ended,
 * the next one starts and is invoiced (one after another until today), under the subscription's row
 * lock so two readers at once do not invoice a period twice. A downgrade scheduled for the end of
 * the period takes effect here; credit left from an earlier change is taken off the next invoices.
 * Runs whenever billing is read.
 */
export async function renewManualSubscription(db: Kysely<Database>, workspaceId: string, now = new Date()): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("subscriptions")
      .select(["provider", "plan", "period", "status", "current_period_end", "scheduled_plan", "scheduled_period", "credit_balance"])
      .where("workspace_id", "=", workspaceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.provider !== "manual" || row.status !== "active" || row.plan === "free" || !row.current_period_end) return;
    let start = new Date(row.current_period_end);
    if (start > now) return;
    const plan = catalogPlan((row.scheduled_plan ?? row.plan) as Plan);
    const period: BillingPeriod = (row.scheduled_period ?? row.period) === "annually" ? "annually" : "monthly";
    if (!plan.prices || plan.prices[period] === 0) {
      await saveSubscription(trx, workspaceId, {
        plan: plan.id,
        period,
        status: "active",
        currentPeriodStart: start,
        currentPeriodEnd: null,
        scheduledPlan: null,
        scheduledPeriod: null,
      });
      return;
    }
    // Without the seller's details no invoice may be issued; the period is invoiced once they are configured.
    if (sellerDetailsMissing(env().billing).length > 0) return;
    const customer = await customerOf(trx, workspaceId);
    let balance = row.credit_balance;
    let end = periodEnd(start, period);
    for (;;) {
      const credit = Math.min(balance, plan.prices[period]);
      balance -= credit;
      await invoicePeriod(trx, { workspaceId, plan: plan.id, period, start, end, customer, credit });
      if (end > now) break;
      start = end;
      end = periodEnd(start, period);
    }
    await saveSubscription(trx, workspaceId, {
      plan: plan.id,
      period,
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: end,
      scheduledPlan: null,
      scheduledPeriod: null,
      creditBalance: balance,
    });
  });
}

/** Runs `work` in the caller's transaction, or in a new one (an admin's plan change commits with its audit row). */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The manual subscription's paid period now, if it is one (not a trial, not Free, not custom-priced). */
function paidPeriod(current: SubscriptionView): { start: Date; end: Date; price: number } | null {
  const prices = catalogPlan(current.plan).prices;
  if (current.provider !== "manual" || current.status !== "active" || !prices || !current.currentPeriodStart || !current.currentPeriodEnd)
    return null;
  return { start: new Date(current.currentPeriodStart), end: new Date(current.currentPeriodEnd), price: prices[current.period] };
}

const isCurrent = (current: SubscriptionView, plan: Plan, period: BillingPeriod) =>
  current.provider === "manual" &&
  current.status === "active" &&
  current.plan === plan &&
  (plan === "free" || (current.period === period && current.currentPeriodEnd !== null));

/** What a change does in manual mode (prorated by day, credit first, VAT as the invoice will have it). */
function quoteChange(
  current: SubscriptionView,
  customer: InvoiceParty,
  options: { plan: Plan; period: BillingPeriod; when?: ChangeTiming; now: Date },
): PlanQuote {
  const { plan, period, now } = options;
  const catalogued = catalogPlan(plan);
  const price = catalogued.prices?.[period] ?? 0;
  const base = { plan, period, price, currency: catalogued.currency };
  if (isCurrent(current, plan, period)) return { ...base, credit: 0, amountDueNow: 0, when: "now", effectiveAt: now.toISOString() };
  const paid = paidPeriod(current);
  const when = changeTiming({ from: current, to: { plan, period }, paidUntil: paid?.end ?? null, asked: options.when });
  if (when === "period_end" && paid) return { ...base, credit: 0, amountDueNow: 0, when, effectiveAt: paid.end.toISOString() };
  const credit = (paid ? unusedCredit(paid.price, paid, now) : 0) + current.creditBalance;
  const net = Math.max(0, price - credit);
  const vat = vatOf(customer);
  return { ...base, credit, amountDueNow: net + Math.round((net * vat.rate) / 100), when: "now", effectiveAt: now.toISOString() };
}

async function quoteManually(
  db: Kysely<Database>,
  options: { workspaceId: string; plan: Plan; period: BillingPeriod; when?: ChangeTiming; actor?: BillingActor; now: Date },
) {
  await renewManualSubscription(db, options.workspaceId, options.now);
  const current = await loadSubscription(db, options.workspaceId, options.now);
  return { current, quote: quoteChange(current, await customerOf(db, options.workspaceId, options.actor), options) };
}

/**
 * A plan change without payment by card: the owner's confirmed choice in manual mode, and an
 * administrator's change in any mode (Enterprise included). It does what its quote said: a change
 * made now ends the paid period, credits its unused days and starts the new period with its invoice
 * (price less credit; credit beyond the price is kept for the next invoices); a downgrade left to
 * the end of the period is recorded and made by the renewal. The same plan and period as now issues
 * nothing (and withdraws a scheduled downgrade).
 */
export async function setPlanManually(
  db: Kysely<Database>,
  options: { workspaceId: string; plan: Plan; period: BillingPeriod; when?: ChangeTiming; actor?: BillingActor; now?: Date },
): Promise<{ invoice: InvoiceView | null; quote: PlanQuote }> {
  const now = options.now ?? new Date();
  const { workspaceId, plan, period } = options;
  return inTransaction(db, async (trx) => {
    await trx.selectFrom("subscriptions").select("workspace_id").where("workspace_id", "=", workspaceId).forUpdate().execute();
    const { current, quote } = await quoteManually(trx, { ...options, now });
    if (isCurrent(current, plan, period)) {
      if (current.scheduledChange)
        await saveSubscription(trx, workspaceId, {
          plan: current.plan,
          status: current.status,
          scheduledPlan: null,
          scheduledPeriod: null,
        });
      return { invoice: null, quote };
    }
    if (quote.when === "period_end") {
      await saveSubscription(trx, workspaceId, {
        plan: current.plan,
        status: current.status,
        scheduledPlan: plan,
        scheduledPeriod: period,
      });
      return { invoice: null, quote };
    }
    if (quote.price === 0) {
      await saveSubscription(trx, workspaceId, {
        provider: "manual",
        plan,
        period,
        status: "active",
        trialEndsAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: null,
        scheduledPlan: null,
        scheduledPeriod: null,
        creditBalance: quote.credit,
      });
      return { invoice: null, quote };
    }
    requireSellerDetails();
    const end = periodEnd(now, period);
    const applied = Math.min(quote.credit, quote.price);
    await saveSubscription(trx, workspaceId, {
      provider: "manual",
      plan,
      period,
      status: "active",
      trialEndsAt: null,
      currentPeriodStart: now,
      currentPeriodEnd: end,
      scheduledPlan: null,
      scheduledPeriod: null,
      creditBalance: quote.credit - applied,
    });
    const invoice = await invoicePeriod(trx, {
      workspaceId,
      plan,
      period,
      start: now,
      end,
      customer: await customerOf(trx, workspaceId, options.actor),
      credit: applied,
    });
    return { invoice, quote };
  });
}

/**
 * The embedded default for self-hosted installs that invoice by bank transfer. A plan change is
 * quoted first and made when confirmed; a paid plan starts a new period with its invoice (status
 * `payment_due` until an administrator marks it paid or voided). No payment is ever assumed.
 */
export const manualProvider: BillingProvider = {
  id: "manual",
  paymentMethods: ["bank_transfer"],

  async quotePlan(db, options) {
    const quoted = await quoteManually(db, { ...options, now: options.now ?? new Date() });
    if (quoted.quote.price > 0 && !isCurrent(quoted.current, options.plan, options.period)) requireSellerDetails();
    return quoted.quote;
  },

  async choosePlan(db, options) {
    const { invoice } = await setPlanManually(db, options);
    return { invoice };
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
    const settings = env().billing;
    const bankTransfer =
      settings.OPERATOR_IBAN && settings.OPERATOR_NAME
        ? { accountHolder: settings.OPERATOR_NAME, iban: settings.OPERATOR_IBAN, bic: settings.OPERATOR_BIC ?? null }
        : null;
    return { paymentSources: [{ id: "bank_transfer", type: "bank_transfer", label: "Bank transfer", primary: true }], bankTransfer };
  },

  // There is no external portal: the app's own billing settings are the place (decision in docs/billing.md).
  async portalUrl(_db, { appUrl, locale }) {
    return new URL(localizedPath(locale, "/app/settings/plan"), appUrl).toString();
  },
};
