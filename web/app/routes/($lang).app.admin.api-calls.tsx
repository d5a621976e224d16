import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminApiCallsRequestSchema } from "@paperjet/contracts";
import { listAdminApiCalls } from "~/features/admin/admin-api-calls.server";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { ApplyButton, card, Empty, filterLabel, input, PageHeader, Pager } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, adminApiCallsRequestSchema);
  return { title: t("admin.apiCallsPage.title"), filters, result: await listAdminApiCalls(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "API calls" }];

export default function AdminApiCalls() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  const idField = (name: "workspaceId" | "apiKeyId" | "templateId") => (
    <label className={filterLabel}>
      {t(`admin.apiCallsPage.${name}`)}
      <input name={name} defaultValue={filters[name] ?? ""} className={input} placeholder="00000000-…" />
    </label>
  );
  const totals: [string, string][] = [
    [t("admin.apiCallsPage.calls"), format.number(result.totals.calls)],
    [t("admin.stats.succeeded"), format.number(result.totals.succeeded)],
    [t("admin.stats.failed"), format.number(result.totals.failed)],
    [t("admin.stats.pagesRendered"), format.number(result.totals.pages)],
    [
      t("admin.apiCallsPage.avgDuration"),
      result.totals.avgDurationMs === null ? "—" : t("admin.stats.ms", { value: format.number(result.totals.avgDurationMs) }),
    ],
  ];
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.apiCalls")} />
      <Form method="get" className={`${card} grid gap-3 sm:grid-cols-3 lg:grid-cols-4`}>
        {idField("workspaceId")}
        {idField("apiKeyId")}
        {idField("templateId")}
        <label className={filterLabel}>
          {t("admin.user.status")}
          <select name="status" defaultValue={filters.status === undefined ? "" : String(filters.status)} className={input}>
            <option value="">{t("admin.apiCallsPage.anyStatus")}</option>
            <option value="succeeded">{t("admin.stats.succeeded")}</option>
            <option value="failed">{t("admin.stats.failed")}</option>
          </select>
        </label>
        <label className={filterLabel}>
          {t("admin.user.format")}
          <select name="format" defaultValue={filters.format ?? ""} className={input}>
            <option value="">{t("admin.apiCallsPage.anyFormat")}</option>
            <option value="pdf">PDF</option>
            <option value="png">PNG</option>
            <option value="jpeg">JPEG</option>
            <option value="webp">WebP</option>
          </select>
        </label>
        <label className={filterLabel}>
          {t("admin.apiCallsPage.from")}
          <input name="from" type="date" defaultValue={filters.from ?? ""} className={input} />
        </label>
        <label className={filterLabel}>
          {t("admin.apiCallsPage.to")}
          <input name="to" type="date" defaultValue={filters.to ?? ""} className={input} />
        </label>
        <ApplyButton />
      </Form>
      <dl className="grid gap-4 sm:grid-cols-5" aria-label={t("admin.apiCallsPage.totals")}>
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`total-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section className={card}>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(call) => call.id}
          empty={<Empty>{t("admin.apiCallsPage.empty")}</Empty>}
          columns={[
            { header: t("admin.apiCallsPage.when"), cell: (call) => format.dateTime(call.createdAt, { seconds: true }) },
            {
              header: t("admin.apiCallsPage.workspace"),
              cell: (call) => (
                <Link to={`?workspaceId=${call.workspace.id}`} className="hover:underline">
                  {call.workspace.name}
                </Link>
              ),
            },
            {
              header: t("admin.apiCallsPage.key"),
              cell: (call) =>
                call.apiKey ? (
                  <Link to={`?apiKeyId=${call.apiKey.id}`} className="font-mono text-xs hover:underline">
                    {call.apiKey.name} ({call.apiKey.prefix})
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              header: t("admin.apiCallsPage.template"),
              cell: (call) =>
                call.template ? (
                  <Link to={to(`/app/admin/templates/${call.template.id}`)} className="text-indigo-600 hover:underline">
                    {call.template.name}
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              header: t("admin.apiCallsPage.status"),
              cell: (call) => (
                <>
                  {call.status}
                  {call.test ? ` · ${t("admin.apiCallsPage.test")}` : ""}
                  {call.replay ? ` · ${t("admin.apiCallsPage.replay")}` : ""}
                </>
              ),
            },
            { header: t("admin.apiCallsPage.format"), cell: (call) => call.format },
            { header: t("admin.apiCallsPage.pages"), cell: (call) => call.pages },
            { header: t("admin.apiCallsPage.duration"), cell: (call) => t("admin.stats.ms", { value: call.durationMs }) },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
