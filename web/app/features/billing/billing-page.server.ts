import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import type { Database } from "@paperjet/db";
import { AppError } from "@paperjet/contracts";
import { countryOptions } from "~/features/forms/countries";
import { can } from "~/features/workspaces/permissions";
import { localizeApiError } from "~/utils/api-error-locale.server";
import type { Auth } from "~/features/auth/auth.server";
import { formatDate } from "~/utils/format";
import type { Locale } from "~/utils/locale";
import { loadBillingConfiguration } from "./billing-configuration.server";
import { billingProvider } from "./billing-provider.server";
import type { PlanQuote } from "./billing-provider";
import { choosePlanSchema, paymentDetailsSchema } from "./billing-schemas";
import { planCatalogue } from "./plan-catalogue.server";

export type BillingTab = "plan" | "billing" | "payment-details" | "payment-methods";

/** What a billing settings tab shows; every member sees it, owners may change it (`canManage`). */
export async function loadBillingPage(db: Kysely<Database>, auth: Auth, tab: BillingTab, locale: Locale) {
  const configuration = await loadBillingConfiguration(db, { workspaceId: auth.workspace.id, role: auth.workspace.role });
  const provider = billingProvider();
  return {
    configuration,
    plans: tab === "plan" ? planCatalogue() : [],
    invoices: tab === "billing" ? await provider.listInvoices(db, auth.workspace.id) : [],
    payment: tab === "payment-methods" ? await provider.listPaymentSources(db, auth.workspace.id) : null,
    // From the server, so the browser's Intl data cannot change the list (and break hydration).
    countries: tab === "payment-details" ? countryOptions(locale) : [],
  };
}

export type BillingActionResult =
  | { ok: true; intent: string; message: string; checkoutUrl?: string; quote?: PlanQuote }
  | { ok: false; intent: string; message: string | null; fieldErrors?: Record<string, string> };

const PAYMENT_FIELDS = ["firstName", "lastName", "email", "country", "companyName", "address", "vatId"] as const;

/** The billing tabs' forms (owners only): quote a plan change, confirm it, save payment details. */
export async function applyBillingAction(options: {
  db: Kysely<Database>;
  request: Request;
  auth: Auth;
  form: FormData;
  locale: Locale;
  t: TFunction;
}): Promise<BillingActionResult> {
  const { db, auth, form, locale, t } = options;
  const intent = String(form.get("intent") ?? "");
  if (!can(auth.workspace.role, "billing:manage")) return { ok: false, intent, message: t("billing.readOnly") };
  const fieldErrors = (issues: { path: (string | number)[]; message: string }[]) =>
    Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
  try {
    if (intent === "quote-plan" || intent === "choose-plan") {
      const parsed = choosePlanSchema(locale).safeParse({
        plan: form.get("plan") ?? undefined,
        period: form.get("period") ?? undefined,
        when: form.get("when") || undefined,
      });
      if (!parsed.success) return { ok: false, intent, message: t("billing.planInvalid"), fieldErrors: fieldErrors(parsed.error.issues) };
      const choice = {
        workspaceId: auth.workspace.id,
        plan: parsed.data.plan,
        period: parsed.data.period,
        when: parsed.data.when,
        actor: { userId: auth.user.id, name: auth.user.name, email: auth.user.email },
      };
      // Choosing shows the quote first; only the dialog's confirmation (intent choose-plan) changes anything.
      if (intent === "quote-plan") return { ok: true, intent, message: "", quote: await billingProvider().quotePlan(db, choice) };
      const result = await billingProvider().choosePlan(db, choice);
      if (result.checkoutUrl) return { ok: true, intent, message: t("billing.checkout"), checkoutUrl: result.checkoutUrl };
      const names = { plan: t(`billing.plans.${parsed.data.plan}`), period: t(`billing.periods.${parsed.data.period}`) };
      const scheduled = (await loadBillingConfiguration(db, { workspaceId: auth.workspace.id, role: auth.workspace.role })).subscription
        .scheduledChange;
      if (scheduled)
        return {
          ok: true,
          intent,
          message: t("billing.planScheduled", {
            ...names,
            date: formatDate(scheduled.effectiveAt, locale, "long"),
          }),
        };
      return { ok: true, intent, message: t("billing.planChanged", names) };
    }
    if (intent === "payment-details") {
      const parsed = paymentDetailsSchema(locale).safeParse(Object.fromEntries(PAYMENT_FIELDS.map((k) => [k, form.get(k) ?? undefined])));
      if (!parsed.success) return { ok: false, intent, message: null, fieldErrors: fieldErrors(parsed.error.issues) };
      await billingProvider().savePaymentDetails(db, { workspaceId: auth.workspace.id, details: parsed.data });
      return { ok: true, intent, message: t("billing.detailsSaved") };
    }
    return { ok: false, intent, message: t("billing.unknownAction") };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const localized = await localizeApiError(options.request, error, { wordedOnly: true });
    return { ok: false, intent, message: localized.message };
  }
}
