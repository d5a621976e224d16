import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizedPath } from "~/utils/locale";
import type { PostSummary } from "./post-json";
import { formatDate } from "~/utils/format";

/** A post in a list: cover, date and reading time, title, excerpt, author. */
export function PostCard({ post, headingLevel = "h2" }: { post: PostSummary; headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("blog");
  const href = localizedPath(post.locale, `/blog/${post.slug}`);
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {post.coverImage ? (
        <img
          src={post.coverImage.url}
          alt={post.coverImage.alt}
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs text-slate-500">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, post.locale, "long")}</time>
          <span aria-hidden="true"> · </span>
          {t("readingTime", { count: post.readingMinutes })}
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900 group-hover:text-indigo-700">
          <Link to={href} className="focus-visible:outline-none">
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-2xl group-has-[:focus-visible]:ring-2 group-has-[:focus-visible]:ring-indigo-600"
            />
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        {post.author ? <p className="mt-5 text-sm font-medium text-slate-800">{post.author.name}</p> : null}
      </div>
    </article>
  );
}
