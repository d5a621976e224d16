import { describe, expect, it, beforeAll } from "vitest";
import { useTestApp } from "../../../tests/support/test-app";
import { createApiKey } from "~/features/api/create-api-key.server";
import * as auditLog from "~/routes/api.admin.audit-log";
import * as usersIndex from "~/routes/api.admin.users.index";
import * as usersView from "~/routes/api.admin.users.view";
import * as disable from "~/routes/api.admin.users.$id.disable";
import * as enable from "~/routes/api.admin.users.$id.enable";
import * as plan from "~/routes/api.admin.workspaces.$id.plan";
import * as posts from "~/routes/api.admin.posts";
import * as createPost from "~/routes/api.admin.posts.create";
import * as preview from "~/routes/api.admin.posts.preview";
import * as post from "~/routes/api.admin.posts.$id";
import * as updatePost from "~/routes/api.admin.posts.$id.update";
import * as deletePost from "~/routes/api.admin.posts.$id.delete";
import * as authors from "~/routes/api.admin.authors";
import * as createAuthor from "~/routes/api.admin.authors.create";
import * as author from "~/routes/api.admin.authors.$id";
import * as updateAuthor from "~/routes/api.admin.authors.$id.update";
import * as deleteAuthor from "~/routes/api.admin.authors.$id.delete";
import * as me from "~/routes/api.auth.me";
import * as publicPost from "~/routes/api.posts.$id";
import * as v1Templates from "~/routes/api.v1.templates";
import { getDb } from "~/utils/db.server";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";

useTestApp();

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
type Account = Awaited<ReturnType<typeof signUpForAdminTests>>;

describe("the admin API", () => {
  let admin: Account;
  let writes = 0;
  beforeAll(async () => {
    admin = await signUpForAdminTests("admin", { admin: true });
  });
  const json = async (response: Response, status = 200) => {
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body.data;
  };

  it("lists users with search, plan and date filters, paging and sort; views one; 404 for unknown ids", async () => {
    const [anna, bert, carl] = [
      await signUpForAdminTests("anna-list"),
      await signUpForAdminTests("bert-list"),
      await signUpForAdminTests("carl-list"),
    ];
    const db = await getDb();
    await db.updateTable("workspaces").set({ plan: "enterprise" }).where("id", "=", bert.workspaceId).execute();
    await db
      .updateTable("users")
      .set({ created_at: new Date("2026-01-15T10:00:00Z") })
      .where("id", "=", carl.userId)
      .execute();
    await db
      .insertInto("onboarding_answers")
      .values({ user_id: anna.userId, answers: JSON.stringify({ role: "developer" }) })
      .execute();
    const list = (body: unknown) => admin.client.call(usersIndex.action, admin.client.request("/api/admin/users/index", { json: body }));

    const search = await json(await list({ query: "-LIST", sort: "email", order: "asc", perPage: 2 }));
    expect(search.total).toBe(3);
    expect(search.items.map((u: { id: number }) => u.id)).toEqual([anna.userId, bert.userId]);
    const second = await json(await list({ query: "-list", sort: "email", order: "asc", perPage: 2, page: 2 }));
    expect(second.items.map((u: { id: number }) => u.id)).toEqual([carl.userId]);
    const enterprise = await json(await list({ query: "-list", plan: "enterprise" }));
    expect(enterprise.items.map((u: { id: number; plans: string[] }) => [u.id, u.plans])).toEqual([[bert.userId, ["enterprise"]]]);
    const january = await json(await list({ createdFrom: "2026-01-01", createdTo: "2026-01-31" }));
    expect(january.items.map((u: { id: number }) => u.id)).toEqual([carl.userId]);
    expect((await list({ plan: "gold" })).status).toBe(422);

    const view = await json(
      await admin.client.call(usersView.action, admin.client.request("/api/admin/users/view", { json: { id: anna.userId } })),
    );
    expect(view.user).toMatchObject({ id: anna.userId, email: anna.email, disabledAt: null });
    // A new sign-up's workspace is on its 14-day Basic trial.
    expect(view.workspaces).toEqual([
      {
        id: anna.workspaceId,
        name: "anna-list",
        plan: "basic",
        role: "owner",
        generationsThisMonth: 0,
        subscription: {
          provider: "manual",
          period: "monthly",
          status: "in_trial",
          trialEndsAt: expect.any(String),
          currentPeriodEnd: expect.any(String),
        },
      },
    ]);
    expect(view.onboarding.answers).toEqual({ role: "developer" });
    expect(
      (await admin.client.call(usersView.action, admin.client.request("/api/admin/users/view", { json: { id: 999999 } }))).status,
    ).toBe(404);
  });

  it("disables an account: its session, bearer token and API key answer 401 at once; re-enabling restores them; each write is audited", async () => {
    const user = await signUpForAdminTests("disable-me");
    const db = await getDb();
    const { apiKey } = await createApiKey({ db, workspaceId: user.workspaceId, userId: user.userId, name: "k" });
    const keyCall = () =>
      v1Templates.loader({
        request: new Request("http://localhost/api/v1/templates", { headers: { Authorization: `Bearer ${apiKey}` } }),
        params: {},
        context: {},
      });
    const meByToken = () => user.client.call(me.loader, user.client.request("/api/auth/me"));
    const meByCookie = () => user.client.call(me.loader, user.client.request("/api/auth/me", { bearer: null }));
    expect([(await keyCall()).status, (await meByToken()).status, (await meByCookie()).status]).toEqual([200, 200, 200]);

    const id = String(user.userId);
    const disabled = await json(
      await admin.client.call(disable.action, admin.client.request(`/api/admin/users/${id}/disable`, { method: "POST" }), { id }),
    );
    writes += 1;
    expect(disabled.user.disabledAt).not.toBeNull();
    expect([(await keyCall()).status, (await meByToken()).status, (await meByCookie()).status]).toEqual([401, 401, 401]);

    await json(await admin.client.call(enable.action, admin.client.request(`/api/admin/users/${id}/enable`, { method: "POST" }), { id }));
    writes += 1;
    expect([(await keyCall()).status, (await meByToken()).status]).toEqual([200, 200]);

    const self = String(admin.userId);
    expect(
      (await admin.client.call(disable.action, admin.client.request(`/api/admin/users/${self}/disable`, { method: "POST" }), { id: self }))
        .status,
    ).toBe(409);
    expect(
      (
        await admin.client.call(disable.action, admin.client.request("/api/admin/users/999999/disable", { method: "POST" }), {
          id: "999999",
        })
      ).status,
    ).toBe(404);

    const changed = await json(
      await admin.client.call(
        plan.action,
        admin.client.request(`/api/admin/workspaces/${user.workspaceId}/plan`, { json: { plan: "enterprise" } }),
        { id: user.workspaceId },
      ),
    );
    writes += 1;
    expect(changed.workspace).toEqual({
      id: user.workspaceId,
      name: "disable-me",
      plan: "enterprise",
      subscription: { provider: "manual", period: "monthly", status: "active", currentPeriodEnd: null },
    });
    // Through billing: the subscription and the workspace's plan agree, the trial is over.
    expect(
      await db
        .selectFrom("workspaces")
        .innerJoin("subscriptions", "subscriptions.workspace_id", "workspaces.id")
        .select(["workspaces.plan", "subscriptions.plan as sub", "subscriptions.status", "subscriptions.trial_ends_at"])
        .where("id", "=", user.workspaceId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ plan: "enterprise", sub: "enterprise", status: "active", trial_ends_at: null });
    expect(
      (
        await admin.client.call(plan.action, admin.client.request(`/api/admin/workspaces/${UNKNOWN}/plan`, { json: { plan: "basic" } }), {
          id: UNKNOWN,
        })
      ).status,
    ).toBe(404);

    const audit = await json(
      await admin.client.call(auditLog.action, admin.client.request("/api/admin/audit-log", { json: { userId: user.userId } })),
    );
    expect(audit.items.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
      [
        "workspace.plan",
        { plan: "basic", period: "monthly", status: "in_trial", provider: "manual" },
        { plan: "enterprise", period: "monthly", status: "active", provider: "manual" },
      ],
      ["user.enable", { disabledAt: disabled.user.disabledAt }, { disabledAt: null }],
      ["user.disable", { disabledAt: null }, { disabledAt: disabled.user.disabledAt }],
    ]);
    expect(audit.items[0]).toMatchObject({
      actor: { id: admin.userId, email: admin.email },
      targetType: "workspace",
      targetId: user.workspaceId,
    });
  });

  it("authors and posts: create, list, view, update, translation link, scheduled posts stay off the blog, slug unique per language, author with posts not deleted", async () => {
    const created = await json(
      await admin.client.call(
        createAuthor.action,
        admin.client.request("/api/admin/authors/create", { json: { name: "Ada Admin", role: "Editor" } }),
      ),
      201,
    );
    writes += 1;
    const authorId = created.author.id;
    expect(created.author).toMatchObject({ name: "Ada Admin", role: "Editor", bio: null, posts: 0 });
    const body = {
      title: "Scheduled launch",
      slug: "scheduled-launch",
      locale: "en",
      body: "# Hi\n\n<script>alert(1)</script>**bold**",
      authorId,
      tags: ["news"],
      coverImageUrl: "https://example.com/c.png",
      coverImageAlt: "A cover",
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const en = (
      await json(await admin.client.call(createPost.action, admin.client.request("/api/admin/posts/create", { json: body })), 201)
    ).post;
    writes += 1;
    expect(en).toMatchObject({ status: "scheduled", tags: ["news"], authorName: "Ada Admin", translation: null });
    const publicCall = () =>
      publicPost.loader({ request: new Request(`http://localhost/api/posts/${en.id}`), params: { id: en.id }, context: {} });
    expect((await publicCall()).status).toBe(404);

    const taken = await admin.client.call(createPost.action, admin.client.request("/api/admin/posts/create", { json: body }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors).toEqual({ slug: ["This slug is already used in this language."] });
    const nl = (
      await json(
        await admin.client.call(
          createPost.action,
          admin.client.request("/api/admin/posts/create", {
            json: { ...body, title: "Geplande lancering", locale: "nl", publishedAt: null, translationOf: en.id },
          }),
        ),
        201,
      )
    ).post;
    writes += 1;
    expect(nl).toMatchObject({ status: "draft", slug: "scheduled-launch", translation: { id: en.id, locale: "en" } });

    const published = (
      await json(
        await admin.client.call(
          updatePost.action,
          admin.client.request(`/api/admin/posts/${en.id}/update`, {
            json: { ...body, publishedAt: new Date(Date.now() - 1000).toISOString() },
          }),
          { id: en.id },
        ),
      )
    ).post;
    writes += 1;
    expect(published).toMatchObject({ status: "published", translation: { id: nl.id, locale: "nl" } });
    const shown = await publicCall();
    expect(shown.status).toBe(200);
    expect((await shown.json()).data.post.html).not.toContain("<script");

    const viewed = await json(await admin.client.call(post.loader, admin.client.request(`/api/admin/posts/${nl.id}`), { id: nl.id }));
    expect(viewed.post.title).toBe("Geplande lancering");
    const listed = await json(
      await admin.client.call(posts.loader, admin.client.request("/api/admin/posts?query=scheduled-launch&perPage=1")),
    );
    expect([listed.total, listed.items.length]).toEqual([2, 1]);
    const html = await json(
      await admin.client.call(
        preview.action,
        admin.client.request("/api/admin/posts/preview", { json: { body: "**x** <img src=x onerror=alert(1)>" } }),
      ),
    );
    expect(html.html).toBe('<p><strong>x</strong> <img src="x" alt="" loading="lazy" /></p>\n');

    const refused = await admin.client.call(
      deleteAuthor.action,
      admin.client.request(`/api/admin/authors/${authorId}/delete`, { method: "POST" }),
      { id: authorId },
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe("Ada Admin still has 2 post(s). Give them another author or delete them first.");
    for (const id of [en.id, nl.id]) {
      await json(
        await admin.client.call(deletePost.action, admin.client.request(`/api/admin/posts/${id}/delete`, { method: "POST" }), { id }),
      );
      writes += 1;
    }
    const renamed = await json(
      await admin.client.call(
        updateAuthor.action,
        admin.client.request(`/api/admin/authors/${authorId}/update`, { json: { name: "Ada B." } }),
        { id: authorId },
      ),
    );
    writes += 1;
    expect(renamed.author).toMatchObject({ name: "Ada B.", role: null, posts: 0 });
    expect(
      (await json(await admin.client.call(author.loader, admin.client.request(`/api/admin/authors/${authorId}`), { id: authorId }))).author
        .name,
    ).toBe("Ada B.");
    const authorList = await json(await admin.client.call(authors.loader, admin.client.request("/api/admin/authors?query=ada")));
    expect(authorList.items.map((a: { id: string }) => a.id)).toEqual([authorId]);
    await json(
      await admin.client.call(deleteAuthor.action, admin.client.request(`/api/admin/authors/${authorId}/delete`, { method: "POST" }), {
        id: authorId,
      }),
    );
    writes += 1;

    for (const [handler, url] of [
      [post.loader, `/api/admin/posts/${UNKNOWN}`],
      [author.loader, `/api/admin/authors/${UNKNOWN}`],
      [deletePost.action, `/api/admin/posts/${UNKNOWN}/delete`],
      [updateAuthor.action, `/api/admin/authors/${UNKNOWN}/update`],
    ] as const) {
      const init = url.endsWith("update") ? { json: { name: "x" } } : url.endsWith("delete") ? { method: "POST" } : {};
      expect((await admin.client.call(handler, admin.client.request(url, init), { id: UNKNOWN })).status, url).toBe(404);
    }
  });

  it("the audit log holds one row per admin write the tests made", async () => {
    const db = await getDb();
    const rows = await db.selectFrom("admin_audit_log").select(["action", "actor_id"]).execute();
    expect(rows.length).toBe(writes);
    expect(rows.every((row) => row.actor_id === admin.userId)).toBe(true);
  });
});
