import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { selectPublishedPosts } from "~/features/blog/select-posts.server";
import { isLocale, LOCALES, type Locale, localizedPath } from "~/utils/locale";
import { PUBLIC_PAGES } from "./public-pages";

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml: every public page and published post, each with its hreflang alternates. */
export async function buildSitemap(db: Kysely<Database>, origin: string): Promise<string> {
  const groups: { paths: Partial<Record<Locale, string>>; lastmod?: string }[] = PUBLIC_PAGES.map((path) => ({
    paths: Object.fromEntries(LOCALES.map((l) => [l, path])),
  }));

  const posts = await selectPublishedPosts(db).orderBy("posts.published_at", "desc").execute();
  const byKey = new Map<string, (typeof groups)[number]>();
  for (const post of posts) {
    if (!isLocale(post.locale)) continue;
    const key = post.translation_key ?? `post:${post.id}`;
    let group = byKey.get(key);
    if (!group) {
      group = { paths: {}, lastmod: new Date(post.published_at!).toISOString().slice(0, 10) };
      byKey.set(key, group);
      groups.push(group);
    }
    group.paths[post.locale] = `/blog/${post.slug}`;
  }

  const urls = groups.flatMap((group) => {
    const entries = Object.entries(group.paths) as [Locale, string][];
    const alternates = entries.map(
      ([l, path]) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${escape(origin + localizedPath(l, path))}"/>`,
    );
    if (group.paths.en)
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escape(origin + localizedPath("en", group.paths.en))}"/>`,
      );
    return entries.map(([locale, path]) =>
      [
        `  <url>`,
        `    <loc>${escape(origin + localizedPath(locale, path))}</loc>`,
        ...(group.lastmod ? [`    <lastmod>${group.lastmod}</lastmod>`] : []),
        ...alternates,
        `  </url>`,
      ].join("\n"),
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
