import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui-button";
import { loadSitePage } from "~/features/site/load-site-page.server";
import { planCatalogue } from "~/features/billing/plan-catalogue.server";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { yearlySavingPercent, type BillingPeriod } from "~/features/billing/plan-catalogue";
import { HIGHLIGHTED_PLAN, planHref } from "~/features/site/pricing-plans";
import { seoMeta } from "~/features/site/seo";
import { CheckItem, Container, CtaBanner, Eyebrow, Faq, useList } from "~/features/site/ui";
import { formatMoney } from "~/utils/format";
import { useLocale, useLocalizedPath } from "~/utils/use-locale";

export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await loadSitePage(args, "pricing", "/pricing")),
  plans: planCatalogue(),
  // What the copy promises about paying is what the billing provider offers (manual: bank transfer only).
  payBy: billingProvider().paymentMethods.includes("card") ? ("card" as const) : ("bankTransfer" as const),
});
export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function Pricing() {
  const { t } = useTranslation("site");
  const to = useLocalizedPath();
  const { plans, payBy } = useLoaderData<typeof loader>();
  const [billing, setBilling] = useState<BillingPeriod>("monthly");
  const saving = Math.max(...plans.map(yearlySavingPercent));
  const payment = t(`pricing.payBy.${payBy}`);
  const faq = useList<{ question: string; answer: string }>("pricing.faq", "site", { methods: payment });
  // Prices are minor units; whole amounts show without cents.
  const locale = useLocale();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale, { wholeWithoutCents: true });

  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 to-white pb-8 pt-16 sm:pt-24">
        <Container className="text-center">
          <Eyebrow>{t("pricing.eyebrow")}</Eyebrow>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t("pricing.title")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600">{t("pricing.lead")}</p>
          <fieldset className="mt-10 inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200">
            <legend className="sr-only">{t("pricing.frequency")}</legend>
            {(["monthly", "annually"] as const).map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${
                  billing === option ? "bg-indigo-600 text-white" : "text-slate-600 hover:text-slate-900"
                }`}
              >
                <input
                  type="radio"
                  name="billing"
                  value={option}
                  checked={billing === option}
                  onChange={() => setBilling(option)}
                  className="sr-only"
                />
                {t(`pricing.${option}`)}
                {option === "annually" ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${billing === option ? "bg-white/20 text-white" : "bg-emerald-100 text-emerald-700"}`}
                  >
                    {t("pricing.annualSaving", { saving })}
                  </span>
                ) : null}
              </label>
            ))}
          </fieldset>
        </Container>
      </section>

      <section aria-label={t("pricing.eyebrow")} className="pb-16">
        <Container className="grid gap-8 lg:grid-cols-3">
          {plans.map((catalogued) => {
            const plan = { ...catalogued, highlighted: catalogued.id === HIGHLIGHTED_PLAN };
            const numbers = { pdfs: plan.pdfsPerMonth, clean: plan.cleanPdfs, trialDays: plan.trialDays };
            const features = t(`pricing.plans.${plan.id}.features`, { returnObjects: true, ...numbers }) as unknown;
            // Annual billing shows what a month costs when paid for a year.
            const price = plan.prices === null ? null : billing === "monthly" ? plan.prices.monthly : Math.round(plan.prices.annually / 12);
            return (
              <article
                key={plan.id}
                aria-labelledby={`plan-${plan.id}`}
                className={`relative flex flex-col rounded-3xl p-8 ${plan.highlighted ? "bg-slate-900 text-white shadow-2xl ring-1 ring-slate-900" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
              >
                {plan.highlighted ? (
                  <p className="absolute -top-3 left-8 rounded-full bg-indigo-500 px-3 py-1 text-xs font-semibold text-white">
                    {t("pricing.popular")}
                  </p>
                ) : null}
                <h2 id={`plan-${plan.id}`} className={`text-lg font-semibold ${plan.highlighted ? "text-white" : "text-slate-900"}`}>
                  {t(`pricing.plans.${plan.id}.name`)}
                </h2>
                <p className={`mt-2 text-sm leading-6 ${plan.highlighted ? "text-slate-300" : "text-slate-600"}`}>
                  {t(`pricing.plans.${plan.id}.description`)}
                </p>
                <p className="mt-6 flex items-baseline gap-2" data-plan-price={plan.id}>
                  <span className="text-5xl font-bold tracking-tight">
                    {price === null ? t("pricing.custom") : money(price, plan.currency)}
                  </span>
                  {price !== null ? (
                    <span className={plan.highlighted ? "text-slate-300" : "text-slate-500"}>{t("pricing.perMonth")}</span>
                  ) : null}
                </p>
                <p className={`mt-1 h-5 text-xs ${plan.highlighted ? "text-slate-400" : "text-slate-500"}`}>
                  {price === null
                    ? t("pricing.customNote")
                    : price === 0
                      ? null
                      : billing === "annually"
                        ? t("pricing.billedAnnually", { total: money(plan.prices?.annually ?? 0, plan.currency) })
                        : t("pricing.billedMonthly")}
                </p>
                <Link
                  to={to(planHref(plan, billing))}
                  className={buttonClass(
                    plan.highlighted ? "primary" : "secondary",
                    `mt-8 w-full py-2.5 ${plan.highlighted ? "bg-indigo-500 hover:bg-indigo-400" : ""}`,
                  )}
                >
                  {t(`pricing.plans.${plan.id}.cta`, numbers)}
                </Link>
                <ul className={`mt-8 space-y-3 text-sm leading-6 ${plan.highlighted ? "text-slate-200" : "text-slate-700"}`}>
                  {(Array.isArray(features) ? (features as string[]) : []).map((feature) => (
                    <CheckItem key={feature} dark={plan.highlighted}>
                      {feature}
                    </CheckItem>
                  ))}
                </ul>
              </article>
            );
          })}
        </Container>
        <Container>
          <p className="mt-10 text-center text-sm text-slate-600">{`${t("pricing.included")} ${payment}`}</p>
        </Container>
      </section>

      <section className="bg-slate-50 py-20">
        <Container>
          <Faq items={faq} title={t("common.faq")} />
        </Container>
      </section>
      <CtaBanner />
    </>
  );
}
