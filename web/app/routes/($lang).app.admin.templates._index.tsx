import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminTemplatesRequestSchema } from "@paperjet/contracts";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { listAdminTemplates } from "~/features/admin/admin-templates.server";
import { ApplyButton, card, Empty, filterLabel, input, PageHeader, Pager, SortFields } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, adminTemplatesRequestSchema);
  return { title: t("admin.templatesPage.title"), filters, result: await listAdminTemplates(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Templates" }];

export default function AdminTemplates() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  const when = (value: string | null) => (value ? format.dateTime(value) : t("admin.templatesPage.never"));
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.templates")} />
      <Form method="get" className={`${card} grid gap-3 sm:grid-cols-3 lg:grid-cols-5`}>
        <label className={`${filterLabel} sm:col-span-2`}>
          {t("admin.list.search")}
          <input name="query" type="search" defaultValue={filters.query ?? ""} className={input} />
        </label>
        <label className={filterLabel}>
          {t("admin.templatesPage.workspaceId")}
          <input name="workspaceId" defaultValue={filters.workspaceId ?? ""} className={input} placeholder="00000000-…" />
        </label>
        <SortFields
          sort={filters.sort}
          order={filters.order}
          options={[
            ["updatedAt", t("admin.templatesPage.sortUpdatedAt")],
            ["name", t("admin.templatesPage.sortName")],
            ["lastGeneratedAt", t("admin.templatesPage.sortLastGenerated")],
          ]}
        />
        <ApplyButton />
      </Form>
      <section className={card}>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(template) => template.id}
          empty={<Empty>{t("admin.templatesPage.empty")}</Empty>}
          columns={[
            {
              header: t("admin.templatesPage.name"),
              cell: (template) => (
                <Link to={to(`/app/admin/templates/${template.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {template.name}
                </Link>
              ),
            },
            {
              header: t("admin.templatesPage.workspace"),
              cell: (template) => (
                <Link to={`?workspaceId=${template.workspace.id}`} className="hover:underline">
                  {template.workspace.name}
                </Link>
              ),
            },
            {
              header: t("admin.templatesPage.owner"),
              cell: (template) =>
                template.owner ? (
                  <Link to={to(`/app/admin/users/${template.owner.id}`)} className="hover:underline">
                    {template.owner.email}
                  </Link>
                ) : (
                  "—"
                ),
            },
            { header: t("admin.templatesPage.versions"), cell: (template) => template.versions },
            { header: t("admin.templatesPage.lastGenerated"), cell: (template) => when(template.lastGeneratedAt) },
            {
              header: t("admin.templatesPage.published"),
              cell: (template) => (template.published ? t("admin.templatesPage.inLibrary", { count: template.published }) : "—"),
            },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
