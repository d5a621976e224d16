import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { usersIndexRequestSchema, PLAN_IDS } from "@paperjet/contracts";
import { adminPage } from "~/features/admin/admin-page.server";
import { listAdminUsers } from "~/features/admin/admin-users.server";
import { card, Empty, input, PageHeader, Pager, td, th } from "~/features/admin/admin-ui";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const query = Object.fromEntries([...new URL(args.request.url).searchParams].filter(([, value]) => value !== ""));
  // A hand-edited, invalid filter falls back to the defaults rather than an error page.
  const filters = usersIndexRequestSchema.safeParse(query).data ?? usersIndexRequestSchema.parse({});
  return { title: t("admin.usersPage.title"), filters, result: await listAdminUsers(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Users" }];

export default function AdminUsers() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  const label = "block text-xs font-medium text-slate-600";
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
            {PLAN_IDS.map((plan) => <option key={plan} value={plan}>{plan}</option>)}
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
        <label className={label}>
          {t("admin.usersPage.sort")}
          <select name="sort" defaultValue={filters.sort} className={input}>
            <option value="createdAt">{t("admin.usersPage.sortCreatedAt")}</option>
            <option value="name">{t("admin.usersPage.sortName")}</option>
            <option value="email">{t("admin.usersPage.sortEmail")}</option>
          </select>
        </label>
        <label className={label}>
          {t("admin.usersPage.order")}
          <select name="order" defaultValue={filters.order} className={input}>
            <option value="desc">{t("admin.usersPage.desc")}</option>
            <option value="asc">{t("admin.usersPage.asc")}</option>
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className="rounded-lg bg-indigo-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t("admin.list.apply")}
          </button>
        </div>
      </Form>
      <section className={card}>
        {result.items.length ? (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200">
              <thead>
                <tr>
                  {(["name", "email", "plans", "created", "status"] as const).map((key) => <th key={key} scope="col" className={th}>{t(`admin.usersPage.${key}`)}</th>)}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {result.items.map((user) => (
                  <tr key={user.id}>
                    <td className={td}>
                      <Link to={to(`/app/admin/users/${user.id}`)} className="font-medium text-indigo-600 hover:underline">{user.name}</Link>
                    </td>
                    <td className={td}>{user.email}</td>
                    <td className={td}>{user.plans.join(", ")}</td>
                    <td className={td}>{user.createdAt.slice(0, 10)}</td>
                    <td className={td}>{user.disabledAt ? t("admin.usersPage.disabled") : t("admin.usersPage.active")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Empty>{t("admin.usersPage.empty")}</Empty>
        )}
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
