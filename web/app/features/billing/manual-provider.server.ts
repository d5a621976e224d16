import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { localizedPath } from "~/utils/locale";
import { billingConfig } from "./billing-config.server";
import type { BillingProvider } from "./billing-provider.server";
import { issueInvoice, listInvoices } from "./invoices.server";
import { catalogPlan } from "./plan-catalogue.server";
import type { BillingPeriod } from "./plan-catalogue";
import { renderInvoicePdf } from "./render-invoice-pdf.server";
import { loadSubscription, savePaymentDetails, saveSubscription } from "./subscriptions.server";

/** The end of a paid period that starts at `start` (a month or a year later, same day and time). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === "annually") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * The embedded default for self-hosted installs that invoice by bank transfer. A plan change takes
 * effect at once and is recorded; a paid plan starts a new period with its invoice (status
 * `payment_due` until an administrator marks it paid or voided). No payment is ever assumed.
 */
export const manualProvider: BillingProvider = {
  id: "manual",
  paymentMethods: ["bank_transfer"],

  async choosePlan(db, { workspaceId, plan, period, actor, now = new Date() }) {
    const current = await loadSubscription(db, workspaceId, now);
    // The same paid plan and period as now: nothing to change, no second invoice.
    if (current.plan === plan && current.period === period && current.status === "active" && (plan === "free" || current.currentPeriodEnd)) return {};
    const catalogued = catalogPlan(plan);
    if (!catalogued.prices || catalogued.prices.monthly === 0) {
      await saveSubscription(db, workspaceId, { provider: "manual", plan, period, status: "active", trialEndsAt: null, currentPeriodStart: now, currentPeriodEnd: null });
      return {};
    }
    const end = periodEnd(now, period);
    const settings = billingConfig();
    await db.transaction().execute(async (trx) => {
      await saveSubscription(trx, workspaceId, { provider: "manual", plan, period, status: "active", trialEndsAt: null, currentPeriodStart: now, currentPeriodEnd: end });
      const details = current.paymentDetails;
      await issueInvoice(trx, {
        workspaceId,
        provider: "manual",
        description: `${catalogued.name}, ${period}`,
        plan,
        period,
        periodStart: now,
        periodEnd: end,
        netAmount: catalogued.prices![period],
        vatRate: settings.VAT_RATE,
        currency: catalogued.currency,
        status: "payment_due",
        issuedAt: now,
        customer: details
          ? { name: `${details.firstName} ${details.lastName}`, email: details.email, country: details.country }
          : { name: actor.name, email: actor.email, country: null },
        operator: { name: settings.OPERATOR_NAME, address: settings.OPERATOR_ADDRESS ?? null, iban: settings.OPERATOR_IBAN ?? null, bic: settings.OPERATOR_BIC ?? null, vatId: settings.OPERATOR_VAT_ID ?? null },
      });
    });
    return {};
  },

  async savePaymentDetails(db, { workspaceId, details }) {
    await savePaymentDetails(db, workspaceId, details);
  },

  listInvoices: (db, workspaceId) => listInvoices(db, workspaceId),

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
