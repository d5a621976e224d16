import { useEffect, useState } from "react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { Dialog } from "~/components/ui-dialog";
import { DataTable } from "~/components/ui-table";
import { Field, FormAlert } from "~/components/ui-field";
import { useFormat } from "~/utils/use-format";
import { useLocalizedPath } from "~/utils/use-locale";
import type { BillingActionResult, loadBillingPage } from "./billing-page.server";
import type { PlanQuote } from "./billing-provider";
import { isDowngrade } from "./plan-change";
import { yearlySavingPercent, type BillingPeriod } from "./plan-catalogue";

export type BillingPageData = Awaited<ReturnType<typeof loadBillingPage>>;

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";

function Notice({ result }: { result: BillingActionResult | undefined }) {
  if (!result?.message) return null;
  return <FormAlert tone={result.ok ? "success" : "error"}>{result.message}</FormAlert>;
}

function ReadOnly({ show }: { show: boolean }) {
  const { t } = useTranslation("app");
  return show ? (
    <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="billing-read-only">
      {t("billing.readOnly")}
    </p>
  ) : null;
}

/** Plan: the current plan, trial days left, usage this month, and the choice with a monthly/annual switch. */
export function PlanPanel({ configuration, plans }: BillingPageData) {
  const { t } = useTranslation("app");
  const format = useFormat();
  const choose = useFetcher<BillingActionResult>();
  const quoting = useFetcher<BillingActionResult>();
  const { subscription, usage, canManage, selfServe } = configuration;
  const [asked, setAsked] = useState<{ plan: string; period: BillingPeriod } | null>(null);
  const quote = asked && quoting.state === "idle" && quoting.data?.ok ? quoting.data.quote : undefined;
  const [period, setPeriod] = useState<BillingPeriod>(subscription.period);
  const saving = Math.max(0, ...plans.map(yearlySavingPercent));
  const to = useLocalizedPath();
  // Chargebee: a new subscription is paid for on its hosted checkout page first.
  const checkoutUrl = choose.data?.ok ? choose.data.checkoutUrl : undefined;
  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);
  // The confirmation answered: the dialog has done its work.
  useEffect(() => {
    if (choose.state === "idle" && choose.data) setAsked(null);
  }, [choose.state, choose.data]);
  const requote = (when?: string) =>
    asked &&
    quoting.submit(
      { intent: "quote-plan", plan: asked.plan, period: asked.period, ...(when ? { when } : {}), _csrf: csrfOf() },
      { method: "post" },
    );
  return (
    <div className="space-y-6">
      <ReadOnly show={!canManage} />
      <section aria-labelledby="current-plan" className={card}>
        <h2 id="current-plan" className="text-base font-semibold text-slate-900">
          {t("billing.current")}
        </h2>
        <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="current-plan">
          {t(`billing.plans.${subscription.plan}`)}
          {subscription.plan !== "free" ? (
            <span className="ml-2 text-sm font-medium text-slate-500">{t(`billing.periods.${subscription.period}`)}</span>
          ) : null}
        </p>
        {subscription.scheduledChange ? (
          <p className="mt-1 text-sm text-amber-800" data-testid="scheduled-change">
            {t("billing.scheduled", {
              plan: t(`billing.plans.${subscription.scheduledChange.plan}`),
              period: t(`billing.periods.${subscription.scheduledChange.period}`),
              date: format.date(subscription.scheduledChange.effectiveAt, "long"),
            })}
          </p>
        ) : null}
        {subscription.trialDaysLeft !== null ? (
          <p className="mt-1 text-sm text-indigo-700" data-testid="trial-days">
            {t("billing.trialLeft", { count: subscription.trialDaysLeft })}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-slate-700" data-testid="usage">
          {usage.allowance === null
            ? t("billing.usageUnlimited", { used: usage.used })
            : t("billing.usage", { used: usage.used, allowance: usage.allowance })}
        </p>
        {usage.allowance !== null ? (
          <div
            className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={usage.allowance}
            aria-valuenow={usage.used}
            aria-label={t("billing.usageLabel")}
          >
            <div className="h-full bg-indigo-600" style={{ width: `${Math.min(100, (usage.used / usage.allowance) * 100)}%` }} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="choose-plan" className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="choose-plan" className="text-base font-semibold text-slate-900">
            {t("billing.choose")}
          </h2>
          <fieldset className="inline-flex rounded-full bg-slate-100 p-1">
            <legend className="sr-only">{t("billing.frequency")}</legend>
            {(["monthly", "annually"] as const).map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${period === option ? "bg-indigo-600 text-white" : "text-slate-700"}`}
              >
                <input
                  type="radio"
                  name="period-switch"
                  value={option}
                  checked={period === option}
                  onChange={() => setPeriod(option)}
                  className="sr-only"
                />
                {t(`billing.periods.${option}`)}
                {option === "annually" && saving > 0 ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-800">
                    {t("billing.saving", { saving })}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="mt-4 space-y-3">
          <Notice result={choose.data} />
          {quoting.data && !quoting.data.ok ? <Notice result={quoting.data} /> : null}
          {!selfServe ? (
            <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="contact-to-upgrade">
              {t("billing.contactToUpgradeLead")}
            </p>
          ) : null}
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {plans.map((plan) => {
            const current =
              subscription.plan === plan.id && (plan.id === "free" || subscription.period === period) && subscription.status !== "in_trial";
            return (
              <li key={plan.id} className="flex flex-col rounded-xl p-4 ring-1 ring-slate-200" data-plan={plan.id}>
                <h3 className="font-semibold text-slate-900">{t(`billing.plans.${plan.id}`)}</h3>
                <p className="mt-1 text-lg font-bold text-slate-900">
                  {plan.prices === null
                    ? t("billing.custom")
                    : period === "monthly"
                      ? t("billing.perMonth", { price: format.money(plan.prices.monthly, plan.currency) })
                      : t("billing.perYear", { price: format.money(plan.prices.annually, plan.currency) })}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {plan.pdfsPerMonth === null ? t("billing.unlimited") : t("billing.allowance", { count: plan.pdfsPerMonth })}
                </p>
                <div className="mt-4 flex-1" />
                {plan.contactSales ? (
                  <a href={to("/contact")} className="text-sm font-semibold text-indigo-700 underline underline-offset-2">
                    {t("billing.contact")}
                  </a>
                ) : current ? (
                  <p className="text-sm font-semibold text-emerald-700">{t("billing.currentBadge")}</p>
                ) : !selfServe && plan.prices && plan.prices.monthly > 0 ? (
                  <a href={to("/contact")} className="text-sm font-semibold text-indigo-700 underline underline-offset-2">
                    {t("billing.contactToUpgrade")}
                  </a>
                ) : (
                  <quoting.Form method="post" onSubmit={() => setAsked({ plan: plan.id, period })}>
                    <CsrfInput />
                    <input type="hidden" name="intent" value="quote-plan" />
                    <input type="hidden" name="plan" value={plan.id} />
                    <input type="hidden" name="period" value={period} />
                    <Button
                      type="submit"
                      variant="secondary"
                      className="w-full"
                      disabled={!canManage}
                      busy={quoting.state !== "idle" && quoting.formData?.get("plan") === plan.id}
                      busyLabel={t("billing.saving_busy")}
                    >
                      {t("billing.choosePlan", { plan: t(`billing.plans.${plan.id}`) })}
                    </Button>
                  </quoting.Form>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <Dialog
        open={Boolean(quote)}
        onClose={() => setAsked(null)}
        title={
          quote ? t("billing.quoteTitle", { plan: t(`billing.plans.${quote.plan}`), period: t(`billing.periods.${quote.period}`) }) : ""
        }
        description={t("billing.quoteLead")}
        testId="plan-quote"
      >
        {quote ? (
          <QuoteDetails
            quote={quote}
            paidUntil={subscription.status === "in_trial" ? null : subscription.currentPeriodEnd}
            downgrade={isDowngrade(subscription, quote)}
            onWhen={requote}
            busy={choose.state !== "idle"}
            form={choose}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** The CSRF token the page's forms carry (a re-quote is submitted from code). */
function csrfOf(): string {
  return document.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? "";
}

/** The quote in the confirmation dialog: price, credit, due now, when; a downgrade may choose now or the period's end. */
function QuoteDetails({
  quote,
  paidUntil,
  downgrade,
  onWhen,
  busy,
  form,
}: {
  quote: PlanQuote;
  paidUntil: string | null;
  downgrade: boolean;
  onWhen: (when: string) => void;
  busy: boolean;
  form: ReturnType<typeof useFetcher<BillingActionResult>>;
}) {
  const { t } = useTranslation("app");
  const format = useFormat();
  const row = "flex justify-between gap-4 py-2";
  return (
    <div className="mt-4 space-y-4 text-sm">
      <dl className="divide-y divide-slate-100" data-testid="quote">
        <div className={row}>
          <dt className="text-slate-600">{t("billing.quotePrice")}</dt>
          <dd data-testid="quote-price">
            {quote.period === "monthly"
              ? t("billing.perMonth", { price: format.money(quote.price, quote.currency) })
              : t("billing.perYear", { price: format.money(quote.price, quote.currency) })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("billing.quoteCredit")}</dt>
          <dd data-testid="quote-credit">{format.money(quote.credit, quote.currency)}</dd>
        </div>
        <div className={row}>
          <dt className="font-semibold text-slate-900">{t("billing.quoteDue")}</dt>
          <dd className="font-semibold" data-testid="quote-due">
            {format.money(quote.amountDueNow, quote.currency)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("billing.quoteEffective")}</dt>
          <dd data-testid="quote-effective">{quote.when === "now" ? t("billing.quoteNow") : format.date(quote.effectiveAt, "long")}</dd>
        </div>
      </dl>
      {downgrade && paidUntil ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-800">{t("billing.quoteWhen")}</legend>
          {(["period_end", "now"] as const).map((when) => (
            <label key={when} className="flex items-center gap-2">
              <input type="radio" name="quote-when" value={when} checked={quote.when === when} onChange={() => onWhen(when)} />
              {when === "now" ? t("billing.quoteWhenNow") : t("billing.quoteWhenEnd", { date: format.date(paidUntil, "long") })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {quote.credit > quote.price && quote.when === "now" ? <p className="text-slate-600">{t("billing.quoteCreditKept")}</p> : null}
      <p className="text-slate-600">
        {quote.amountDueNow > 0
          ? t("billing.quoteInvoice", { amount: format.money(quote.amountDueNow, quote.currency) })
          : t("billing.quoteNoInvoice")}
      </p>
      <form.Form method="post" className="flex flex-wrap justify-end gap-3">
        <CsrfInput />
        <input type="hidden" name="intent" value="choose-plan" />
        <input type="hidden" name="plan" value={quote.plan} />
        <input type="hidden" name="period" value={quote.period} />
        <input type="hidden" name="when" value={quote.when} />
        <Button type="submit" busy={busy} busyLabel={t("billing.saving_busy")}>
          {t("billing.confirmChange")}
        </Button>
      </form.Form>
    </div>
  );
}

const BADGES: Record<string, string> = {
  paid: "bg-emerald-100 text-emerald-800",
  not_paid: "bg-red-100 text-red-800",
  payment_due: "bg-amber-100 text-amber-900",
  pending: "bg-sky-100 text-sky-800",
  posted: "bg-indigo-100 text-indigo-800",
  voided: "bg-slate-200 text-slate-700",
};

/** Billing history: date, description, amount, status badge and the PDF of each invoice. */
export function BillingHistoryPanel({ invoices }: BillingPageData) {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  return (
    <DataTable
      look="card"
      wrapperClassName={`${card} overflow-x-auto p-0`}
      caption={t("billing.historyCaption")}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      rowProps={(invoice) => ({ "data-invoice": invoice.number })}
      empty={<p className={`${card} text-sm text-slate-600`}>{t("billing.noInvoices")}</p>}
      columns={[
        {
          header: t("billing.columns.date"),
          className: "whitespace-nowrap",
          cell: (invoice) => format.date(invoice.date),
        },
        {
          header: t("billing.columns.description"),
          cell: (invoice) => (
            <>
              {t(`billing.invoiceLine.${invoice.plan}_${invoice.period}`, { defaultValue: invoice.description })}{" "}
              <span className="text-slate-500">· {invoice.number}</span>
            </>
          ),
        },
        {
          header: t("billing.columns.amount"),
          className: "whitespace-nowrap",
          cell: (invoice) => format.money(invoice.amount, invoice.currency),
        },
        {
          header: t("billing.columns.status"),
          cell: (invoice) => (
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold ${BADGES[invoice.status] ?? BADGES.pending}`}
              data-status={invoice.status}
            >
              {t(`billing.statuses.${invoice.status}`)}
            </span>
          ),
        },
        {
          header: t("billing.columns.pdf"),
          cell: (invoice) => (
            <a
              href={to(`/app/settings/invoices/${invoice.id}`)}
              download={`${invoice.number}.pdf`}
              className="font-semibold text-indigo-700 underline underline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {t("billing.download")}
              <span className="sr-only"> {invoice.number}</span>
            </a>
          ),
        },
      ]}
    />
  );
}

/** Payment details: the invoices' customer (first name, last name, e-mail, country). */
export function PaymentDetailsPanel({ configuration, countries }: BillingPageData) {
  const { t } = useTranslation("app");
  const save = useFetcher<BillingActionResult>();
  const details = configuration.paymentDetails;
  const errors = save.data && !save.data.ok ? (save.data.fieldErrors ?? {}) : {};
  const disabled = !configuration.canManage;
  return (
    <section aria-labelledby="details-heading" className={`${card} space-y-4`}>
      <h2 id="details-heading" className="text-base font-semibold text-slate-900">
        {t("billing.detailsHeading")}
      </h2>
      <ReadOnly show={disabled} />
      <Notice result={save.data} />
      <save.Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
        <CsrfInput />
        <input type="hidden" name="intent" value="payment-details" />
        <Field
          name="firstName"
          label={t("billing.fields.firstName")}
          defaultValue={details?.firstName}
          error={errors.firstName}
          disabled={disabled}
          autoComplete="given-name"
        />
        <Field
          name="lastName"
          label={t("billing.fields.lastName")}
          defaultValue={details?.lastName}
          error={errors.lastName}
          disabled={disabled}
          autoComplete="family-name"
        />
        <Field
          name="email"
          type="email"
          label={t("billing.fields.email")}
          defaultValue={details?.email}
          error={errors.email}
          disabled={disabled}
          autoComplete="email"
        />
        <Field
          name="companyName"
          label={t("billing.fields.companyName")}
          defaultValue={details?.companyName ?? ""}
          error={errors.companyName}
          disabled={disabled}
          autoComplete="organization"
        />
        <Field
          name="vatId"
          label={t("billing.fields.vatId")}
          defaultValue={details?.vatId ?? ""}
          error={errors.vatId}
          disabled={disabled}
        />
        <div className="sm:col-span-2">
          <label htmlFor="billing-address" className="block text-sm font-medium text-slate-800">
            {t("billing.fields.address")}
          </label>
          <textarea
            id="billing-address"
            name="address"
            rows={3}
            defaultValue={details?.address ?? ""}
            disabled={disabled}
            autoComplete="street-address"
            aria-invalid={errors.address ? true : undefined}
            className="mt-1.5 block w-full rounded-lg border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
          />
          {errors.address ? (
            <p className="mt-1.5 text-sm text-red-600" data-field-error="address">
              {errors.address}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="billing-country" className="block text-sm font-medium text-slate-800">
            {t("billing.fields.country")}
          </label>
          <select
            id="billing-country"
            name="country"
            defaultValue={details?.country ?? ""}
            disabled={disabled}
            aria-invalid={errors.country ? true : undefined}
            className="mt-1.5 block w-full rounded-lg border-0 py-2 pl-3 pr-8 text-sm text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-indigo-600"
          >
            <option value="">{t("billing.fields.countryPick")}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.country ? (
            <p className="mt-1.5 text-sm text-red-600" data-field-error="country">
              {errors.country}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={disabled} busy={save.state !== "idle"} busyLabel={t("billing.saving_busy")}>
            {t("billing.saveDetails")}
          </Button>
        </div>
      </save.Form>
    </section>
  );
}

/** Payment methods: cards and SEPA mandates (Chargebee), or where to transfer to (manual). */
export function PaymentMethodsPanel({ payment, configuration }: BillingPageData) {
  const { t } = useTranslation("app");
  const sources = payment?.paymentSources ?? [];
  return (
    <section aria-labelledby="methods-heading" className={`${card} space-y-4`}>
      <h2 id="methods-heading" className="text-base font-semibold text-slate-900">
        {t("billing.methodsHeading")}
      </h2>
      <ReadOnly show={!configuration.canManage} />
      {sources.length === 0 ? <p className="text-sm text-slate-600">{t("billing.noMethods")}</p> : null}
      <ul className="divide-y divide-slate-100">
        {sources.map((source) => (
          <li key={source.id} className="flex items-center justify-between py-3 text-sm" data-source={source.type}>
            <span>
              {source.type === "bank_transfer"
                ? t("billing.methods.bank_transfer")
                : `${t(`billing.methods.${source.type}`)} · ${source.label}`}
            </span>
            {source.primary ? (
              <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800">{t("billing.primary")}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {payment?.bankTransfer ? (
        <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]" data-testid="bank-transfer">
          <dt className="font-medium text-slate-600">{t("billing.accountHolder")}</dt>
          <dd className="text-slate-900">{payment.bankTransfer.accountHolder}</dd>
          <dt className="font-medium text-slate-600">IBAN</dt>
          <dd className="font-mono text-slate-900">{payment.bankTransfer.iban}</dd>
          {payment.bankTransfer.bic ? (
            <>
              <dt className="font-medium text-slate-600">BIC</dt>
              <dd className="font-mono text-slate-900">{payment.bankTransfer.bic}</dd>
            </>
          ) : null}
        </dl>
      ) : configuration.provider === "manual" ? (
        <p className="text-sm text-slate-600">{t("billing.bankTransferLead")}</p>
      ) : null}
    </section>
  );
}
