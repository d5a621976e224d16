import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usersIndexRequestSchema, PLAN_IDS } from "@paperjet/contracts";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { listAdminUsers } from "~/features/admin/admin-users.server";
import { ApplyButton, card, Empty, filterLabel as label, input, PageHeader, Pager, SortFields } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, usersIndexRequestSchema);
  return { title: t("admin.usersPage.title"), filters, result: await listAdminUsers(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Users" }];

export default function AdminUsers() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader title={t("admin.users")} />
      <Form method="get" className={`${card} grid gap-3 sm:grid-cols-3 lg:grid-cols-6`}>
        <label className={`${label} sm:col-span-2`}>
          {t("admin.list.search")}
          <input name="query" type="search" defaultValue={filters.query ?? ""} className={input} />
        </label>
        <label className={label}>
          {t("admin.usersPage.plan")}
          <select name="plan" defaultValue={filters.plan ?? ""} className={input}>
            <option value="">{t("admin.usersPage.anyPlan")}</option>
            {PLAN_IDS.map((plan) => (
              <option key={plan} value={plan}>
                {plan}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t("admin.usersPage.from")}
          <input name="createdFrom" type="date" defaultValue={filters.createdFrom ?? ""} className={input} />
        </label>
        <label className={label}>
          {t("admin.usersPage.to")}
          <input name="createdTo" type="date" defaultValue={filters.createdTo ?? ""} className={input} />
        </label>
        <SortFields
          sort={filters.sort}
          order={filters.order}
          options={[
            ["createdAt", t("admin.usersPage.sortCreatedAt")],
            ["name", t("admin.usersPage.sortName")],
            ["email", t("admin.usersPage.sortEmail")],
          ]}
        />
        <ApplyButton />
      </Form>
      <section className={card}>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(user) => user.id}
          empty={<Empty>{t("admin.usersPage.empty")}</Empty>}
          columns={[
            {
              header: t("admin.usersPage.name"),
              cell: (user) => (
                <Link to={to(`/app/admin/users/${user.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {user.name}
                </Link>
              ),
            },
            { header: t("admin.usersPage.email"), cell: (user) => user.email },
            { header: t("admin.usersPage.plans"), cell: (user) => user.plans.join(", ") },
            { header: t("admin.usersPage.created"), cell: (user) => format.date(user.createdAt) },
            {
              header: t("admin.usersPage.status"),
              cell: (user) => (user.disabledAt ? t("admin.usersPage.disabled") : t("admin.usersPage.active")),
            },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
