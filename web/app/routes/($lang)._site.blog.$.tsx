import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorView } from "~/components/error-view";
import { findPublishedPost } from "~/features/blog/find-published-post.server";
import { formatDate } from "~/utils/format";
import { listRelatedPosts } from "~/features/blog/list-related-posts.server";
import { PostCard } from "~/features/blog/post-card";
import { buildSeo } from "~/features/site/build-seo.server";
import { seoMeta } from "~/features/site/seo";
import { ButtonLink, Container, LocalLink } from "~/features/site/ui";
import { getDb } from "~/utils/db.server";
import { requireLocaleParam } from "~/utils/locale";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocaleParam(params);
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  const db = await getDb();
  const post = slug ? await findPublishedPost(db, { locale, slug }) : undefined;
  if (!post) {
    throw new Response(JSON.stringify({ message: `Page not found: ${new URL(request.url).pathname}` }), {
      status: 404,
      headers: { "Content-Type": "application/json" },
    });
  }
  const related = await listRelatedPosts(db, post);
  const paths = { [locale]: `/blog/${post.slug}`, ...Object.fromEntries(post.translations.map((tr) => [tr.locale, `/blog/${tr.slug}`])) };
  const seo = buildSeo({
    locale,
    path: `/blog/${post.slug}`,
    paths,
    title: post.title,
    description: post.excerpt,
    type: "article",
    image: post.coverImage?.url,
  });
  return { locale, seo, post, related };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...seoMeta(data.seo),
        { property: "article:published_time", content: data.post.publishedAt },
        ...(data.post.author ? [{ property: "article:author", content: data.post.author.name }] : []),
        ...data.post.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ]
    : [{ title: "Page Not Found | Paperjet" }];

// The post's own HTML is rendered and sanitised on the server (renderMarkdown).
const PROSE =
  "text-lg leading-8 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.85em] [&_code]:text-slate-800 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 [&_img]:my-8 [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-6 [&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_td]:pr-4 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:py-2 [&_th]:pr-4 [&_th]:font-semibold [&_ul]:mt-6 [&_ul]:list-disc [&_ul]:pl-6";

export default function BlogPost() {
  const { post, related } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-indigo-50/70 to-white">
          <Container className="max-w-4xl pb-10 pt-14">
            <LocalLink
              to="/blog"
              className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span aria-hidden="true">←</span> {t("back")}
            </LocalLink>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{post.title}</h1>
            <p className="mt-6 text-xl leading-8 text-slate-600">{post.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              {post.author ? (
                <span className="flex items-center gap-3">
                  {post.author.avatarUrl ? (
                    <img
                      src={post.author.avatarUrl}
                      alt={post.author.name}
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-full bg-slate-100"
                    />
                  ) : null}
                  <span className="font-semibold text-slate-900">{t("by", { name: post.author.name })}</span>
                </span>
              ) : null}
              <span aria-hidden="true">·</span>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, post.locale, "long")}</time>
              <span aria-hidden="true">·</span>
              <span>{t("readingTime", { count: post.readingMinutes })}</span>
            </div>
          </Container>
        </header>
        <Container className="max-w-4xl">
          {post.coverImage ? (
            <img
              src={post.coverImage.url}
              alt={post.coverImage.alt}
              width={1200}
              height={630}
              className="w-full rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-900/5"
            />
          ) : null}
          <div className={`mx-auto max-w-3xl py-8 ${PROSE}`} data-post-body dangerouslySetInnerHTML={{ __html: post.html }} />
          <footer className="mx-auto max-w-3xl border-t border-slate-200 py-10">
            {post.author ? (
              <section aria-labelledby="author-title" className="flex gap-5 rounded-2xl bg-slate-50 p-6">
                {post.author.avatarUrl ? (
                  <img
                    src={post.author.avatarUrl}
                    alt={post.author.name}
                    width={64}
                    height={64}
                    className="h-16 w-16 flex-none rounded-full bg-white"
                  />
                ) : null}
                <div>
                  <h2 id="author-title" className="text-xs font-semibold uppercase tracking-wider text-slate-500">
                    {t("aboutAuthor")}
                  </h2>
                  <p className="mt-1 font-semibold text-slate-900">
                    {post.author.name}
                    {post.author.role ? <span className="font-normal text-slate-500"> · {post.author.role}</span> : null}
                  </p>
                  {post.author.bio ? <p className="mt-2 leading-7 text-slate-600">{post.author.bio}</p> : null}
                </div>
              </section>
            ) : null}
          </footer>
        </Container>
      </article>
      {related.length ? (
        <section aria-labelledby="related-title" className="bg-slate-50 py-16">
          <Container>
            <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("related")}
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-3">
              {related.map((item) => (
                <PostCard key={item.id} post={item} headingLevel="h3" />
              ))}
            </div>
          </Container>
        </section>
      ) : null}
      <section className="py-16">
        <Container className="max-w-3xl text-center">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t("ctaTitle")}</h2>
          <p className="mt-3 text-slate-600">{t("ctaText")}</p>
          <ButtonLink to="/auth/signup" size="lg" className="mt-6">
            {t("ctaButton")}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

/** An unknown slug: the not-found view inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "object" && error.data && "message" in error.data ? String(error.data.message) : undefined;
    return <ErrorView status={error.status} detail={error.status === 404 ? message : undefined} embedded />;
  }
  return <ErrorView status={500} embedded />;
}
