import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SQL_INTEGER_MAX } from "@paperjet/contracts";
import { listPublishedPosts } from "~/features/blog/list-published-posts.server";
import { PostCard } from "~/features/blog/post-card";
import { buildSeo } from "~/features/site/build-seo.server";
import { seoMeta } from "~/features/site/seo";
import { Container, LocalLink, PageHeader } from "~/features/site/ui";
import { getDb } from "~/utils/db.server";
import { getPageT } from "~/utils/page-i18n.server";

const PER_PAGE = 6;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { locale, t } = await getPageT(params, "site");
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const notFound = () =>
    new Response(JSON.stringify({ message: `Page not found: ${url.pathname}${url.search}` }), {
      status: 404,
      headers: { "Content-Type": "application/json" },
    });
  if (!Number.isInteger(page) || page < 1 || page > SQL_INTEGER_MAX) throw notFound();
  const { posts, total } = await listPublishedPosts(await getDb(), { locale, page, perPage: PER_PAGE });
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  if (page > pageCount) throw notFound();
  const suffix = page > 1 ? ` (${page}/${pageCount})` : "";
  const seo = buildSeo({
    locale,
    path: page > 1 ? `/blog?page=${page}` : "/blog",
    title: t("meta.blog.title") + suffix,
    description: t("meta.blog.description"),
  });
  return { locale, seo, posts, page, pageCount };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export default function BlogIndex() {
  const { posts, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const pageLink = (n: number) => (n === 1 ? "/blog" : `/blog?page=${n}`);
  const linkClass =
    "rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600";
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Container className="py-16">
        {posts.length ? (
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        ) : (
          <p className="text-slate-600">{t("empty")}</p>
        )}
        {pageCount > 1 ? (
          <nav aria-label={t("pagination")} className="mt-12 flex items-center justify-between border-t border-slate-200 pt-6">
            {page > 1 ? (
              <LocalLink to={pageLink(page - 1)} className={linkClass}>
                <span aria-hidden="true">←</span> {t("previous")}
              </LocalLink>
            ) : (
              <span />
            )}
            <p className="text-sm text-slate-600" aria-current="page">
              {t("pageOf", { page, count: pageCount })}
            </p>
            {page < pageCount ? (
              <LocalLink to={pageLink(page + 1)} className={linkClass}>
                {t("next")} <span aria-hidden="true">→</span>
              </LocalLink>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Container>
    </>
  );
}
