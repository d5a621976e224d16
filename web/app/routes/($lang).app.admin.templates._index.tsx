import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminTemplatesRequestSchema } from "@paperjet/contracts";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { listAdminTemplates } from "~/features/admin/admin-templates.server";
import { ApplyButton, card, filterLabel, input, ListTable, PageHeader, Pager, SortFields, td } from "~/features/admin/admin-ui";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, adminTemplatesRequestSchema);
  return { title: t("admin.templatesPage.title"), filters, result: await listAdminTemplates(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Templates" }];

export default function AdminTemplates() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  const when = (value: string | null) => (value ? value.slice(0, 16).replace("T", " ") : t("admin.templatesPage.never"));
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
        <ListTable
          headings={(["name", "workspace", "owner", "versions", "lastGenerated", "published"] as const).map((key) =>
            t(`admin.templatesPage.${key}`),
          )}
          empty={t("admin.templatesPage.empty")}
          rows={result.items.length}
        >
          {result.items.map((template) => (
            <tr key={template.id}>
              <td className={td}>
                <Link to={to(`/app/admin/templates/${template.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {template.name}
                </Link>
              </td>
              <td className={td}>
                <Link to={`?workspaceId=${template.workspace.id}`} className="hover:underline">
                  {template.workspace.name}
                </Link>
              </td>
              <td className={td}>
                {template.owner ? (
                  <Link to={to(`/app/admin/users/${template.owner.id}`)} className="hover:underline">
                    {template.owner.email}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td className={td}>{template.versions}</td>
              <td className={td}>{when(template.lastGeneratedAt)}</td>
              <td className={td}>{template.published ? t("admin.templatesPage.inLibrary", { count: template.published }) : "—"}</td>
            </tr>
          ))}
        </ListTable>
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
