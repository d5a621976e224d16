import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usersIndexRequestSchema, PLAN_IDS } from "@paperjet/contracts";
import { adminPage, filtersFromUrl } from "~/features/admin/admin-page.server";
import { listAdminUsers } from "~/features/admin/admin-users.server";
import { ApplyButton, card, filterLabel as label, input, ListTable, PageHeader, Pager, SortFields, td } from "~/features/admin/admin-ui";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const filters = filtersFromUrl(args.request, usersIndexRequestSchema);
  return { title: t("admin.usersPage.title"), filters, result: await listAdminUsers(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Users" }];

export default function AdminUsers() {
  const { t } = useTranslation("app");
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
        <ListTable
          headings={(["name", "email", "plans", "created", "status"] as const).map((key) => t(`admin.usersPage.${key}`))}
          empty={t("admin.usersPage.empty")}
          rows={result.items.length}
        >
          {result.items.map((user) => (
            <tr key={user.id}>
              <td className={td}>
                <Link to={to(`/app/admin/users/${user.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {user.name}
                </Link>
              </td>
              <td className={td}>{user.email}</td>
              <td className={td}>{user.plans.join(", ")}</td>
              <td className={td}>{user.createdAt.slice(0, 10)}</td>
              <td className={td}>{user.disabledAt ? t("admin.usersPage.disabled") : t("admin.usersPage.active")}</td>
            </tr>
          ))}
        </ListTable>
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
