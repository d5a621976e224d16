import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPage } from "~/features/admin/admin-page.server";
import { AuditTable, BarChart, card, Empty, PageHeader } from "~/features/admin/admin-ui";
import { loadAdminHome } from "~/features/admin/load-admin-home.server";
import { billingProvider } from "~/features/billing/billing-provider.server";
import { sellerDetailsMissing } from "~/config/billing-config.server";
import { env } from "~/config/env.server";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { t } = await adminPage(args);
  // Manual invoicing sells no paid plan until the seller's details are configured: say which are missing.
  const sellerMissing = billingProvider().id === "manual" ? sellerDetailsMissing(env().billing) : [];
  return { title: t("admin.title"), sellerMissing, ...(await loadAdminHome()) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Admin" }];

export default function AdminHome() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const { statistics: s, audit, suggestions, sellerMissing } = useLoaderData<typeof loader>();
  const orNone = (value: number | null, write: (n: number) => string) => (value === null ? t("admin.stats.none") : write(value));
  const ms = (value: number | null) => orNone(value, (n) => t("admin.stats.ms", { value: format.number(n) }));
  const figures: [string, string][] = [
    [t("admin.users"), format.number(s.totals.users)],
    [t("admin.templates"), format.number(s.totals.templates)],
    [t("admin.apiCalls"), format.number(s.totals.apiCalls)],
    [t("admin.stats.activeWorkspaces"), format.number(s.totals.activeWorkspaces)],
    [t("admin.stats.pagesRendered"), format.number(s.totals.pagesRendered)],
    [t("admin.stats.p50"), ms(s.renderMs.p50)],
    [t("admin.stats.p95"), ms(s.renderMs.p95)],
    [t("admin.stats.queueDepth"), s.queue.status === "up" ? orNone(s.queue.depth, format.number) : t("admin.stats.queueDown")],
    [t("admin.stats.workers"), format.number(s.queue.workers)],
    [t("admin.stats.mrr"), format.money(s.revenue.mrr, s.revenue.currency)],
    [t("admin.stats.paying"), format.number(s.revenue.payingSubscriptions)],
  ];
  const days = s.days.map((d) => d.date);
  return (
    <div className="space-y-8">
      <PageHeader title={t("admin.heading")} />
      <p className="text-sm text-slate-600">{t("admin.lead")}</p>
      {sellerMissing.length > 0 ? (
        <div role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="seller-missing">
          <p className="font-semibold">{t("admin.sellerMissing")}</p>
          <p className="mt-1">{t("admin.sellerMissingLead")}</p>
          <ul className="mt-2 list-disc pl-5 font-mono">
            {sellerMissing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section aria-labelledby="stats-heading" className="space-y-4">
        <h2 id="stats-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.stats.heading")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-4 md:grid-cols-2">
          <BarChart
            title={t("admin.stats.signupsChart")}
            days={days}
            series={[{ label: t("admin.users"), color: "#4f46e5", values: s.days.map((d) => d.signups) }]}
          />
          <BarChart
            title={t("admin.stats.pdfsChart")}
            days={days}
            series={[
              { label: t("admin.stats.succeeded"), color: "#059669", values: s.days.map((d) => d.pdfsSucceeded) },
              { label: t("admin.stats.failed"), color: "#dc2626", values: s.days.map((d) => d.pdfsFailed) },
            ]}
          />
        </div>
        <div className={card}>
          <h3 className="text-sm font-semibold text-slate-900">{t("admin.stats.plans")}</h3>
          <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
            {s.plans.map((p) => (
              <li key={p.plan}>
                <span className="font-medium">{p.plan}</span>: {t("admin.stats.workspacesOnPlan", { count: p.workspaces })}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={card} aria-labelledby="audit-heading">
        <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.audit.heading")}
        </h2>
        <AuditTable entries={audit} />
      </section>
      <section className={card} aria-labelledby="suggestions-heading">
        <h2 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.latestSuggestions")}
        </h2>
        {suggestions.length ? (
          <ul className="mt-4 divide-y divide-slate-100">
            {suggestions.map((item) => (
              <li key={item.id} className="py-3">
                <p className="text-sm text-slate-900">{item.message}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {item.email ?? "—"} · {format.date(item.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("admin.noSuggestions")}</Empty>
        )}
      </section>
    </div>
  );
}
