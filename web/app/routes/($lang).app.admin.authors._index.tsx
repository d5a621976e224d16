import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listRequestSchema } from "@paperjet/contracts";
import { buttonClass } from "~/components/ui-button";
import { adminPage } from "~/features/admin/admin-page.server";
import { listAdminAuthors } from "~/features/admin/admin-authors.server";
import { card, Empty, PageHeader, Pager, td, th } from "~/features/admin/admin-ui";
import { useLocalizedPath } from "~/utils/use-locale";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const query = Object.fromEntries([...new URL(args.request.url).searchParams].filter(([, value]) => value !== ""));
  const filters = listRequestSchema.safeParse(query).data ?? listRequestSchema.parse({});
  return { title: t("admin.authorsPage.title"), result: await listAdminAuthors(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Authors" }];

export default function AdminAuthors() {
  const { t } = useTranslation("app");
  const to = useLocalizedPath();
  const { result } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("admin.nav.authors")}
        actions={
          <Link to={to("/app/admin/authors/create")} className={buttonClass()}>
            {t("admin.authorsPage.new")}
          </Link>
        }
      />
      <section className={card}>
        {result.items.length ? (
          <table className="min-w-full divide-y divide-slate-200">
            <thead>
              <tr>
                {(["name", "role", "posts"] as const).map((key) => (
                  <th key={key} scope="col" className={th}>
                    {t(`admin.authorsPage.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.items.map((author) => (
                <tr key={author.id}>
                  <td className={td}>
                    <Link to={to(`/app/admin/authors/${author.id}`)} className="font-medium text-indigo-600 hover:underline">
                      {author.name}
                    </Link>
                  </td>
                  <td className={td}>{author.role ?? "—"}</td>
                  <td className={td}>{author.posts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty>{t("admin.authorsPage.empty")}</Empty>
        )}
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
