import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listRequestSchema } from "@paperjet/contracts";
import { buttonClass } from "~/components/ui-button";
import { adminPage } from "~/features/admin/admin-page.server";
import { listAdminAuthors } from "~/features/admin/admin-authors.server";
import { card, Empty, PageHeader, Pager } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
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
        <DataTable
          rows={result.items}
          rowKey={(author) => author.id}
          empty={<Empty>{t("admin.authorsPage.empty")}</Empty>}
          columns={[
            {
              header: t("admin.authorsPage.name"),
              cell: (author) => (
                <Link to={to(`/app/admin/authors/${author.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {author.name}
                </Link>
              ),
            },
            { header: t("admin.authorsPage.role"), cell: (author) => author.role ?? "—" },
            { header: t("admin.authorsPage.posts"), cell: (author) => author.posts },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
