import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SettingsTabs } from "~/components/settings-tabs";
import { BillingHistoryPanel, PaymentDetailsPanel, PaymentMethodsPanel, PlanPanel } from "~/features/billing/billing-panels";
import { applyBillingAction, loadBillingPage, type BillingTab } from "~/features/billing/billing-page.server";
import { requireAppUserPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";
import { readForm } from "~/utils/read-body.server";

export const handle = { i18n: ["app"] };

const TABS: readonly BillingTab[] = ["plan", "billing", "payment-details", "payment-methods"];

function tabOf(params: { tab?: string }): BillingTab {
  const tab = TABS.find((candidate) => candidate === params.tab);
  if (!tab) throw new Response("Not Found", { status: 404 });
  return tab;
}

/** Settings → Plan, Billing history, Payment details, Payment methods: every member reads, owners change. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const tab = tabOf(params);
  const { locale, t } = await getPageT(params, "app");
  const auth = await requireAppUserPage(request);
  return { tab, title: t(`billing.titles.${tab}`), ...(await loadBillingPage(await getDb(), auth, tab, locale)) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Billing" }];

export async function action({ request, params }: ActionFunctionArgs) {
  tabOf(params);
  const { locale, t } = await getPageT(params, "app");
  const auth = await requireAppUserPage(request);
  return applyBillingAction({ db: await getDb(), request, auth, form: await readForm(request), locale, t });
}

const PANELS = {
  plan: PlanPanel,
  billing: BillingHistoryPanel,
  "payment-details": PaymentDetailsPanel,
  "payment-methods": PaymentMethodsPanel,
} as const;

export default function BillingSettings() {
  const { t } = useTranslation("app");
  const page = useLoaderData<typeof loader>();
  const Panel = PANELS[page.tab];
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("settings.heading")}</h1>
      <SettingsTabs />
      <Panel {...page} />
    </div>
  );
}
