import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppError } from "@paperjet/contracts";
import { CsrfInput } from "~/features/auth/csrf-input";
import { Button } from "~/components/ui-button";
import { FormAlert } from "~/components/ui-field";
import { listDueInvoices, setManualInvoiceStatus } from "~/features/billing/invoices.server";
import { localizeApiError } from "~/utils/api-error-locale.server";
import { requireAdminPage } from "~/features/auth/auth.server";
import { getDb } from "~/utils/db.server";
import { readForm } from "~/utils/read-body.server";
import { getPageT } from "~/utils/page-i18n.server";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

/** /app/admin/invoices: manual invoices waiting for a bank transfer; an administrator marks them paid or voided. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { t } = await getPageT(params, "app");
  await requireAdminPage(request);
  return { title: t("billing.admin.heading"), invoices: await listDueInvoices(await getDb()) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Invoices" }];

export async function action({ request, params }: ActionFunctionArgs) {
  const { t } = await getPageT(params, "app");
  const admin = await requireAdminPage(request);
  const form = await readForm(request);
  const status = form.get("status") === "voided" ? "voided" : "paid";
  try {
    const invoice = await setManualInvoiceStatus(await getDb(), { id: String(form.get("id") ?? ""), status, adminId: admin.user.id });
    return { ok: true, message: t("billing.admin.changed", { number: invoice.number, status: t(`billing.statuses.${invoice.status}`) }) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, message: (await localizeApiError(request, error)).message };
  }
}

export default function AdminInvoices() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const { invoices } = useLoaderData<typeof loader>();
  const change = useFetcher<typeof action>();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("billing.admin.heading")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("billing.admin.lead")}</p>
      </header>
      {change.data?.message ? <FormAlert tone={change.data.ok ? "success" : "error"}>{change.data.message}</FormAlert> : null}
      {invoices.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{t("billing.admin.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4" data-invoice={invoice.number}>
              <div className="text-sm">
                <p className="font-semibold text-slate-900">
                  {invoice.number} · {invoice.workspace}
                </p>
                <p className="text-slate-600">
                  {t(`billing.invoiceLine.${invoice.plan}_${invoice.period}`, { defaultValue: invoice.description })} ·{" "}
                  {format.money(invoice.amount, invoice.currency)} · {format.date(invoice.issued_at)}
                </p>
              </div>
              <change.Form method="post" className="flex gap-2">
                <CsrfInput />
                <input type="hidden" name="id" value={invoice.id} />
                <Button
                  type="submit"
                  name="status"
                  value="paid"
                  busy={change.state !== "idle" && change.formData?.get("id") === invoice.id && change.formData?.get("status") === "paid"}
                >
                  {t("billing.admin.markPaid")}
                </Button>
                <Button type="submit" name="status" value="voided" variant="secondary">
                  {t("billing.admin.void")}
                </Button>
              </change.Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
