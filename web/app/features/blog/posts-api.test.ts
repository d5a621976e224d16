import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { useTestApp } from "../../../tests/support/test-app";
import * as getPost from "~/routes/api.posts.$id";
import * as listPosts from "~/routes/api.posts";
import { getDb } from "~/utils/db.server";

useTestApp();

describe("blog API", () => {
  it("POST /api/posts lists the language's published posts, newest first, with paging", async () => {
    const client = new RouteClient();
    const response = await client.call(listPosts.action, client.request("/api/posts", { json: { locale: "nl", perPage: 2 } }));
    expect(response.status).toBe(200);
    const { data, globals } = await response.json();
    expect(globals).toEqual({ user: null });
    expect(data).toMatchObject({ total: 3, page: 1, perPage: 2, pageCount: 2 });
    expect(data.posts.map((p: { slug: string }) => p.slug)).toEqual([
      "waarom-we-je-documentdata-nooit-opslaan",
      "tabellen-over-meerdere-paginas",
    ]);
    expect(data.posts[0]).toMatchObject({ locale: "nl", author: { name: "Eva Visser" } });
    expect(data.posts[0].readingMinutes).toBeGreaterThanOrEqual(2);

    const second = await (
      await client.call(listPosts.action, client.request("/api/posts", { json: { locale: "nl", perPage: 2, page: 2 } }))
    ).json();
    expect(second.data.posts.map((p: { slug: string }) => p.slug)).toEqual(["handleidingen/factuur-pdfs-genereren-uit-json"]);

    const english = await (
      await client.call(listPosts.action, new RouteClient({ acceptLanguage: "en" }).request("/api/posts", { json: {} }))
    ).json();
    expect(english.data.posts.every((p: { locale: string }) => p.locale === "en")).toBe(true);

    const bad = await client.call(listPosts.action, client.request("/api/posts", { json: { perPage: 500 } }));
    expect(bad.status).toBe(422);
  });

  it("GET /api/posts/{id} returns a published post with sanitised HTML; drafts and unknown ids are 404", async () => {
    const db = await getDb();
    const author = await db.insertInto("authors").values({ name: "Test Author" }).returning("id").executeTakeFirstOrThrow();
    const published = await db
      .insertInto("posts")
      .values({
        author_id: author.id,
        locale: "en",
        slug: "xss-check",
        title: "XSS check",
        body: 'Hello <script>alert(1)</script> <img src="x" onerror="alert(2)"> [x](javascript:alert(3))',
        published_at: new Date(Date.now() - 60_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const draft = await db
      .insertInto("posts")
      .values({ locale: "en", slug: "draft", title: "Draft", body: "Not yet" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const client = new RouteClient();
    const ok = await client.call(getPost.loader, client.request(`/api/posts/${published.id}`), { id: published.id });
    expect(ok.status).toBe(200);
    const { data } = await ok.json();
    expect(data.post).toMatchObject({ id: published.id, title: "XSS check", author: { name: "Test Author" } });
    expect(data.post.html).toContain("Hello");
    expect(data.post.html).not.toMatch(/<script|onerror|javascript:/i);

    for (const id of [draft.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await client.call(getPost.loader, client.request(`/api/posts/${id}`), { id });
      expect(missing.status).toBe(404);
    }
  });
});
