import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listRequestSchema } from "@paperjet/contracts";
import { buttonClass } from "~/components/ui-button";
import { adminPage } from "~/features/admin/admin-page.server";
import { listAdminPosts } from "~/features/admin/admin-posts.server";
import { card, Empty, input, PageHeader, Pager } from "~/features/admin/admin-ui";
import { DataTable } from "~/components/ui-table";
import { useLocalizedPath } from "~/utils/use-locale";
import { useFormat } from "~/utils/use-format";

export const handle = { i18n: ["app"] };

export async function loader(args: LoaderFunctionArgs) {
  const { db, t } = await adminPage(args);
  const query = Object.fromEntries([...new URL(args.request.url).searchParams].filter(([, value]) => value !== ""));
  const filters = listRequestSchema.safeParse(query).data ?? listRequestSchema.parse({});
  return { title: t("admin.postsPage.title"), filters, result: await listAdminPosts(db, filters) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Posts" }];

export default function AdminPosts() {
  const { t } = useTranslation("app");
  const format = useFormat();
  const to = useLocalizedPath();
  const { filters, result } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t("admin.nav.posts")}
        actions={
          <Link to={to("/app/admin/posts/create")} className={buttonClass()}>
            {t("admin.postsPage.new")}
          </Link>
        }
      />
      <Form method="get" className="flex max-w-md items-end gap-2">
        <label className="flex-1 text-xs font-medium text-slate-600">
          {t("admin.list.search")}
          <input name="query" type="search" defaultValue={filters.query ?? ""} className={input} />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          {t("admin.list.apply")}
        </button>
      </Form>
      <section className={card}>
        <DataTable
          wrapperClassName="overflow-x-auto"
          rows={result.items}
          rowKey={(post) => post.id}
          empty={<Empty>{t("admin.postsPage.empty")}</Empty>}
          columns={[
            {
              header: t("admin.postsPage.titleCol"),
              cell: (post) => (
                <Link to={to(`/app/admin/posts/${post.id}`)} className="font-medium text-indigo-600 hover:underline">
                  {post.title}
                </Link>
              ),
            },
            { header: t("admin.postsPage.language"), cell: (post) => post.locale.toUpperCase() },
            { header: t("admin.postsPage.status"), cell: (post) => t(`admin.postsPage.${post.status}`) },
            { header: t("admin.postsPage.author"), cell: (post) => post.authorName ?? "—" },
            { header: t("admin.postsPage.publishedAt"), cell: (post) => (post.publishedAt ? format.dateTime(post.publishedAt) : "—") },
          ]}
        />
        <Pager page={result.page} perPage={result.perPage} total={result.total} />
      </section>
    </div>
  );
}
