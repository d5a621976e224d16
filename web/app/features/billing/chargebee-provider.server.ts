import type { Kysely } from "kysely";
import { AppError } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import { apiError } from "~/utils/api-error-locale.server";
import { localizedPath } from "~/utils/locale";
import type { BillingProvider, PaymentSource } from "./billing-provider";
import { chargebeeClient, itemPriceOf } from "./chargebee-client.server";
import { applyChargebeeSubscription, type ChargebeeSubscription } from "./chargebee-subscription.server";
import type { InvoiceStatus, InvoiceView } from "./invoices.server";
import { catalogPlan } from "./plan-catalogue.server";
import { changeTiming, unusedCredit } from "./plan-change";
import { loadSubscription, savePaymentDetails, saveSubscription, type SubscriptionView } from "./subscriptions.server";

const STATUSES = new Set<InvoiceStatus>(["paid", "not_paid", "payment_due", "pending", "posted", "voided"]);

async function customerIdOf(db: Kysely<Database>, workspaceId: string): Promise<string | null> {
  return (await loadSubscription(db, workspaceId)).providerCustomerId;
}

type ChargebeeInvoice = {
  id: string;
  date?: number;
  total?: number;
  currency_code: string;
  status: string;
  line_items?: Array<{ description?: string }>;
};

function invoiceView(invoice: ChargebeeInvoice): InvoiceView {
  return {
    id: invoice.id,
    number: invoice.id,
    date: new Date((invoice.date ?? 0) * 1000).toISOString(),
    description: invoice.line_items?.[0]?.description ?? invoice.id,
    plan: null,
    period: null,
    amount: invoice.total ?? 0,
    currency: invoice.currency_code,
    status: STATUSES.has(invoice.status as InvoiceStatus) ? (invoice.status as InvoiceStatus) : "pending",
  };
}

/** The live Chargebee subscription (not cancelled) of a workspace, and when its paid term ends. */
function liveOf(current: SubscriptionView) {
  const id = current.providerSubscriptionId && current.status !== "cancelled" ? current.providerSubscriptionId : null;
  const paidUntil = id && current.status !== "in_trial" && current.currentPeriodEnd ? new Date(current.currentPeriodEnd) : null;
  return { id, paidUntil };
}

/** Every page of a Chargebee list (`list` + `next_offset`). */
async function allPages<T>(fetchPage: (offset: string | undefined) => Promise<{ list: T[]; next_offset?: string }>): Promise<T[]> {
  const items: T[] = [];
  let offset: string | undefined;
  do {
    const page = await fetchPage(offset);
    items.push(...page.list);
    offset = page.next_offset;
  } while (offset);
  return items;
}

/**
 * Billing through Chargebee (CHARGEBEE_SITE and CHARGEBEE_API_KEY): the workspace is a customer,
 * a new subscription is paid for on a hosted checkout page (card or SEPA Direct Debit), a change is
 * quoted with Chargebee's estimate and made with proration (downgrades at the end of the term), and webhooks keep the subscription true (chargebee-webhook.server.ts).
 */
const provider: BillingProvider = {
  id: "chargebee",
  paymentMethods: ["card", "sepa"],

  // Webhooks keep the subscription true; nothing to do before reading it.
  refresh: async () => undefined,

  async savePaymentDetails(db, { workspaceId, details }) {
    const chargebee = chargebeeClient();
    const existing = await customerIdOf(db, workspaceId);
    const person = {
      first_name: details.firstName,
      last_name: details.lastName,
      email: details.email,
      ...(details.companyName ? { company: details.companyName } : {}),
    };
    // Chargebee's invoices show the business and its VAT number too (and it applies the reverse charge itself).
    const address = { ...person, country: details.country, ...(details.address ? { line1: details.address } : {}) };
    if (existing) {
      await chargebee.customer.update(existing, person);
      await chargebee.customer.updateBillingInfo(existing, {
        billing_address: address,
        ...(details.vatId ? { vat_number: details.vatId } : {}),
      });
      await savePaymentDetails(db, workspaceId, details);
      return;
    }
    const { customer } = await chargebee.customer.create({
      id: workspaceId,
      ...person,
      billing_address: address,
      ...(details.vatId ? { vat_number: details.vatId } : {}),
    });
    await savePaymentDetails(db, workspaceId, { ...details, providerCustomerId: customer.id });
  },

  // Chargebee prorates: its own estimate says what a change made now invoices; Free now is a
  // cancellation whose unused days are credited (prorated by day, as requested when confirmed).
  async quotePlan(db, { workspaceId, plan, period, when: asked, now = new Date() }) {
    const current = await loadSubscription(db, workspaceId);
    const live = liveOf(current);
    const catalogued = catalogPlan(plan);
    const price = catalogued.prices?.[period] ?? 0;
    const base = { plan, period, price, currency: catalogued.currency };
    const when = changeTiming({ from: current, to: { plan, period }, paidUntil: live.paidUntil, asked });
    if (live.id && current.plan === plan && current.period === period && current.status === "active")
      return { ...base, credit: 0, amountDueNow: 0, when: "now", effectiveAt: now.toISOString() };
    if (when === "period_end" && live.paidUntil)
      return { ...base, credit: 0, amountDueNow: 0, when, effectiveAt: live.paidUntil.toISOString() };
    if (!live.id) return { ...base, credit: 0, amountDueNow: plan === "free" ? 0 : price, when: "now", effectiveAt: now.toISOString() };
    if (plan === "free") {
      const paid =
        live.paidUntil && current.currentPeriodStart ? { start: new Date(current.currentPeriodStart), end: live.paidUntil } : null;
      const credit = paid ? unusedCredit(catalogPlan(current.plan).prices?.[current.period] ?? 0, paid, now) : 0;
      return { ...base, credit, amountDueNow: 0, when: "now", effectiveAt: now.toISOString() };
    }
    const { estimate } = await chargebeeClient().estimate.updateSubscriptionForItems({
      subscription: { id: live.id },
      subscription_items: [{ item_price_id: itemPriceOf(period) }],
      replace_items_list: true,
      change_option: "immediately",
      prorate: true,
    });
    const invoice = estimate.invoice_estimate;
    const credit =
      (invoice?.credits_applied ?? 0) + (estimate.credit_note_estimates ?? []).reduce((sum, note) => sum + note.amount_available, 0);
    return { ...base, credit, amountDueNow: invoice?.amount_due ?? 0, when: "now", effectiveAt: now.toISOString() };
  },

  async choosePlan(db, { workspaceId, plan, period, when: asked }) {
    const chargebee = chargebeeClient();
    const current = await loadSubscription(db, workspaceId);
    const live = liveOf(current);
    const when = changeTiming({ from: current, to: { plan, period }, paidUntil: live.paidUntil, asked });
    const later = when === "period_end" && live.paidUntil !== null;
    if (plan === "free") {
      if (!live.id) return { invoice: null };
      const { subscription } = await chargebee.subscription.cancelForItems(
        live.id,
        later ? { end_of_term: true } : { end_of_term: false, credit_option_for_current_term_charges: "prorate" },
      );
      await applyChargebeeSubscription(db, subscription as ChargebeeSubscription);
      if (later)
        await saveSubscription(db, workspaceId, {
          plan: current.plan,
          status: subscription.status,
          scheduledPlan: "free",
          scheduledPeriod: "monthly",
        });
      return { invoice: null };
    }
    if (!live.id) {
      // A new subscription: its id is the workspace's, so the webhook that follows the checkout finds it.
      const { hosted_page } = await chargebee.hostedPage.checkoutNewForItems({
        subscription: { id: workspaceId },
        subscription_items: [{ item_price_id: itemPriceOf(period) }],
        customer: current.providerCustomerId
          ? { id: current.providerCustomerId }
          : {
              id: workspaceId,
              ...(current.paymentDetails
                ? {
                    first_name: current.paymentDetails.firstName,
                    last_name: current.paymentDetails.lastName,
                    email: current.paymentDetails.email,
                  }
                : {}),
            },
      });
      return { checkoutUrl: hosted_page.url! };
    }
    const { subscription, invoice } = await chargebee.subscription.updateForItems(live.id, {
      subscription_items: [{ item_price_id: itemPriceOf(period) }],
      replace_items_list: true,
      change_option: later ? "end_of_term" : "immediately",
      prorate: true,
    });
    await applyChargebeeSubscription(db, subscription as ChargebeeSubscription);
    if (later)
      await saveSubscription(db, workspaceId, {
        plan: current.plan,
        status: subscription.status,
        scheduledPlan: plan,
        scheduledPeriod: period,
      });
    return { invoice: invoice ? invoiceView(invoice as ChargebeeInvoice) : null };
  },

  async listInvoices(db, workspaceId) {
    const customerId = await customerIdOf(db, workspaceId);
    if (!customerId) return [];
    const chargebee = chargebeeClient();
    const entries = await allPages((offset) => chargebee.invoice.invoicesForCustomer(customerId, { limit: 100, offset }));
    return entries.map(({ invoice }) => invoiceView(invoice as ChargebeeInvoice));
  },

  async invoicePdf(db, { workspaceId, invoiceId }) {
    const chargebee = chargebeeClient();
    const customerId = await customerIdOf(db, workspaceId);
    const notFound = () => apiError("not_found", "invoiceNotFound", "No such invoice in this workspace.");
    const found = customerId ? await chargebee.invoice.retrieve(invoiceId).catch(() => null) : null;
    if (!found || found.invoice.customer_id !== customerId) throw notFound();
    const { download } = await chargebee.invoice.pdf(invoiceId);
    const response = await fetch(download.download_url);
    if (!response.ok) throw new Error(`Chargebee's invoice download answered ${response.status}`);
    return { body: Buffer.from(await response.arrayBuffer()), fileName: `${invoiceId}.pdf` };
  },

  async listPaymentSources(db, workspaceId) {
    const customerId = await customerIdOf(db, workspaceId);
    if (!customerId) return { paymentSources: [], bankTransfer: null };
    const chargebee = chargebeeClient();
    const [{ customer }, entries] = await Promise.all([
      chargebee.customer.retrieve(customerId),
      allPages((offset) => chargebee.paymentSource.list({ customer_id: { is: customerId }, limit: 100, offset })),
    ]);
    const paymentSources = entries.flatMap(({ payment_source: source }): PaymentSource[] => {
      const primary = customer.primary_payment_source_id === source.id;
      if (source.type === "card")
        return [{ id: source.id, type: "card", label: `${source.card?.brand ?? "card"} •••• ${source.card?.last4 ?? ""}`.trim(), primary }];
      if (source.type === "direct_debit")
        return [{ id: source.id, type: "sepa", label: `SEPA •••• ${source.bank_account?.last4 ?? ""}`.trim(), primary }];
      return [];
    });
    return { paymentSources, bankTransfer: null };
  },

  async portalUrl(db, { workspaceId, appUrl, locale }) {
    const customerId = await customerIdOf(db, workspaceId);
    if (!customerId) throw apiError("conflict", "checkoutRequired", "Add a payment method first.");
    const { portal_session } = await chargebeeClient().portalSession.create({
      customer: { id: customerId },
      redirect_url: new URL(localizedPath(locale, "/app/settings/plan"), appUrl).toString(),
    });
    return portal_session.access_url;
  },
};

/**
 * Chargebee's refusals (its error body: `api_error_code`, `http_status_code`, `message`) become our
 * problem answers instead of a 500: its 4xx as 422 with its message, anything else (5xx, no answer) 503.
 */
function asAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { api_error_code?: string; http_status_code?: number; message?: string };
  if (!e?.api_error_code && !e?.http_status_code) {
    console.error("[billing] Chargebee call failed:", error);
    return apiError("dependency_down", "billingUnreachable", "The billing provider is not reachable right now. Please try again.", {
      cause: error,
    });
  }
  const reason = e.message ?? e.api_error_code;
  if (e.http_status_code && e.http_status_code < 500 && e.http_status_code !== 401)
    return apiError("validation_failed", "billingRefused", `Chargebee refused the request: ${reason}`, {
      params: { reason },
      cause: error,
    });
  return apiError("dependency_down", "billingNotAccepted", "The billing provider did not accept the request right now. Please try again.", {
    cause: error,
  });
}

export const chargebeeProvider = Object.fromEntries(
  Object.entries(provider).map(([key, value]) => [
    key,
    typeof value === "function"
      ? async (...args: unknown[]) => {
          try {
            return await (value as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
          } catch (error) {
            throw asAppError(error);
          }
        }
      : value,
  ]),
) as unknown as BillingProvider;
