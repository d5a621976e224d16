import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { useTestApp } from "../../../tests/support/test-app";
import * as blogIndex from "~/routes/($lang)._site.blog._index";
import * as blogPost from "~/routes/($lang)._site.blog.$";
import { getDb } from "~/utils/db.server";

useTestApp();

describe("blog pages", () => {
  it("pages the list six at a time, newest first, and 404s past the last page", async () => {
    const db = await getDb();
    for (let i = 1; i <= 6; i++) {
      await db
        .insertInto("posts")
        .values({
          locale: "en",
          slug: `paging/post-${i}`,
          title: `Paging post ${i}`,
          body: "Words ".repeat(50),
          published_at: new Date(Date.UTC(2026, 10, 1 + i)),
        })
        .execute();
    }
    await db.insertInto("posts").values({ locale: "en", slug: "paging/draft", title: "Draft", body: "Not yet" }).execute();
    await db
      .insertInto("posts")
      .values({ locale: "en", slug: "paging/future", title: "Future", body: "Later", published_at: new Date(Date.now() + 86_400_000) })
      .execute();

    const client = new RouteClient();
    const first = await (await client.call(blogIndex.loader as never, client.request("/blog"), {})).json();
    expect(first.posts).toHaveLength(6);
    expect(first.pageCount).toBe(2);
    expect(first.posts[0].slug).toBe("why-we-never-store-your-document-data");
    const second = await (await client.call(blogIndex.loader as never, client.request("/blog?page=2"), {})).json();
    expect(second.posts.map((p: { slug: string }) => p.slug)).toEqual([
      "paging/post-1",
      "tables-that-span-pages",
      "guides/generate-invoice-pdfs-from-json",
    ]);
    expect(second.seo.canonical).toMatch(/\/blog\?page=2$/);
    expect(second.seo.title).toContain("(2/2)");
    for (const page of ["3", "0", "abc"])
      expect((await client.call(blogIndex.loader as never, client.request(`/blog?page=${page}`), {})).status).toBe(404);
    const dutch = await (await client.call(blogIndex.loader as never, client.request("/nl/blog"), { lang: "nl" })).json();
    expect(dutch.posts.every((p: { locale: string }) => p.locale === "nl")).toBe(true);
    expect(dutch.pageCount).toBe(1);
  });

  it("shows a post with its author, reading time, related posts and the translation as hreflang; unknown, draft or wrong-language slugs are 404", async () => {
    const client = new RouteClient();
    const response = await client.call(blogPost.loader as never, client.request("/nl/blog/handleidingen/factuur-pdfs-genereren-uit-json"), {
      lang: "nl",
      "*": "handleidingen/factuur-pdfs-genereren-uit-json",
    });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.post).toMatchObject({ title: "Zo genereer je in vijf minuten factuur-pdf's uit JSON", author: { name: "Daan Mulder" } });
    expect(data.post.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(data.post.html).toContain("<h2>1. Begin met het factuurtemplate</h2>");
    expect(data.related.map((p: { locale: string }) => p.locale)).toEqual(["nl", "nl"]);
    expect(data.seo.alternates.en).toMatch(/\/blog\/guides\/generate-invoice-pdfs-from-json$/);
    expect(data.seo.alternates.nl).toMatch(/\/nl\/blog\/handleidingen\/factuur-pdfs-genereren-uit-json$/);
    expect(data.seo.type).toBe("article");

    for (const [url, params] of [
      ["/blog/nope", { "*": "nope" }],
      ["/blog/paging/draft", { "*": "paging/draft" }],
      ["/blog/paging/future", { "*": "paging/future" }],
      ["/blog/handleidingen/factuur-pdfs-genereren-uit-json", { "*": "handleidingen/factuur-pdfs-genereren-uit-json" }],
      ["/xx/blog/tables-that-span-pages", { lang: "xx", "*": "tables-that-span-pages" }],
    ] as const) {
      const missing = await client.call(blogPost.loader as never, client.request(url), params);
      expect(missing.status, url).toBe(404);
    }
  });
});
