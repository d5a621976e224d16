import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/test-app";
import { createApiKey } from "~/features/api/create-api-key.server";
import { createTemplate } from "~/features/templates/create-template.server";
import { updateTemplate } from "~/features/templates/update-template.server";
import * as apiCalls from "~/routes/api.admin.api-calls.index";
import * as templatesIndex from "~/routes/api.admin.templates.index";
import * as templatesView from "~/routes/api.admin.templates.view";
import * as destroy from "~/routes/api.dev.global_templates.destroy";
import * as store from "~/routes/api.dev.global_templates.store";
import * as designs from "~/routes/api.templates.designs";
import { listTemplateDesigns } from "~/features/templates/list-template-designs.server";
import { getDb } from "~/utils/db.server";
import { signUpForAdminTests } from "../../../tests/support/admin-accounts";

useTestApp();

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
type Account = Awaited<ReturnType<typeof signUpForAdminTests>>;

describe("admin templates, the template library and API calls", () => {
  let admin: Account;
  let ann: Account;
  let bob: Account;
  const ids: Record<string, string> = {};
  let writes = 0;
  const post = async (handler: typeof templatesIndex.action, path: string, body: unknown, status = 200) => {
    const response = await admin.client.call(handler, admin.client.request(path, { json: body }));
    const json = await response.json();
    expect(response.status, JSON.stringify(json)).toBe(status);
    return json.data;
  };

  beforeAll(async () => {
    admin = await signUpForAdminTests("tpl-admin", { admin: true });
    [ann, bob] = [await signUpForAdminTests("tpl-ann"), await signUpForAdminTests("tpl-bob")];
    const db = await getDb();
    for (const [owner, name] of [
      [ann, "Invoice Alpha"],
      [ann, "Report Beta"],
      [bob, "Invoice Gamma"],
    ] as const) {
      ids[name] = (await createTemplate({ db, workspaceId: owner.workspaceId, userId: owner.userId, name })).id;
    }
    // Version 2 of Invoice Alpha gets another name, so a published version 1 is recognisably the old one.
    await updateTemplate({
      db,
      workspaceId: ann.workspaceId,
      userId: ann.userId,
      id: ids["Invoice Alpha"]!,
      version: 1,
      name: "Invoice Alpha v2",
    });
  });

  it("lists every workspace's templates with search, workspace filter, paging and sort; views one with versions and last generation; 404 for unknown ids", async () => {
    const db = await getDb();
    const { key: annKey } = await createApiKey({ db, workspaceId: ann.workspaceId, userId: ann.userId, name: "ann-key" });
    await db
      .insertInto("api_calls")
      .values([
        {
          workspace_id: ann.workspaceId,
          api_key_id: annKey.id,
          template_id: ids["Report Beta"],
          request_id: "r1",
          format: "pdf",
          status: 200,
          pages: 2,
          duration_ms: 100,
          created_at: new Date("2026-11-01T10:00:00Z"),
        },
        {
          workspace_id: ann.workspaceId,
          api_key_id: annKey.id,
          template_id: ids["Report Beta"],
          request_id: "r2",
          format: "png",
          status: 200,
          pages: 1,
          duration_ms: 300,
          created_at: new Date("2026-11-02T10:00:00Z"),
        },
        {
          workspace_id: ann.workspaceId,
          api_key_id: annKey.id,
          template_id: ids["Invoice Alpha"],
          request_id: "r3",
          format: "pdf",
          status: 422,
          pages: 0,
          duration_ms: 5,
          created_at: new Date("2026-11-03T10:00:00Z"),
        },
        {
          workspace_id: bob.workspaceId,
          api_key_id: null,
          template_id: ids["Invoice Gamma"],
          request_id: "r4",
          format: "pdf",
          status: 200,
          pages: 3,
          duration_ms: 200,
          created_at: new Date("2026-11-20T10:00:00Z"),
        },
      ])
      .execute();

    const invoices = await post(templatesIndex.action, "/api/admin/templates/index", {
      query: "invoice",
      sort: "name",
      order: "asc",
      perPage: 1,
    });
    expect([invoices.total, invoices.items.map((t: { name: string }) => t.name)]).toEqual([2, ["Invoice Alpha v2"]]);
    expect(invoices.items[0]).toMatchObject({
      version: 2,
      versions: 2,
      workspace: { id: ann.workspaceId, name: "tpl-ann" },
      owner: { id: ann.userId, email: ann.email },
      lastGeneratedAt: "2026-11-03T10:00:00.000Z",
      generations: 1,
      published: 0,
    });
    const second = await post(templatesIndex.action, "/api/admin/templates/index", {
      query: "invoice",
      sort: "name",
      order: "asc",
      perPage: 1,
      page: 2,
    });
    expect(second.items.map((t: { name: string }) => t.name)).toEqual(["Invoice Gamma"]);
    const anns = await post(templatesIndex.action, "/api/admin/templates/index", {
      workspaceId: ann.workspaceId,
      sort: "lastGeneratedAt",
      order: "desc",
    });
    expect(anns.items.map((t: { name: string }) => t.name)).toEqual(["Invoice Alpha v2", "Report Beta"]);
    // The template library itself is not a workspace's template; the image-generation demo's card is (its
    // workspace is the product's own, seeded by a migration).
    const all = await post(templatesIndex.action, "/api/admin/templates/index", { perPage: 100 });
    expect(all.items.map((t: { name: string }) => t.name).sort()).toEqual([
      "Invoice Alpha v2",
      "Invoice Gamma",
      "Paperjet demo: social card",
      "Report Beta",
    ]);
    expect(
      (await admin.client.call(templatesIndex.action, admin.client.request("/api/admin/templates/index", { json: { sort: "size" } })))
        .status,
    ).toBe(422);

    const view = await post(templatesView.action, "/api/admin/templates/view", { id: ids["Invoice Alpha"] });
    expect(view.template).toMatchObject({
      name: "Invoice Alpha v2",
      version: 2,
      document: { name: expect.any(String), pages: expect.any(Array) },
    });
    expect(view.versions.map((v: { version: number; name: string; createdBy: string }) => [v.version, v.name, v.createdBy])).toEqual([
      [2, "Invoice Alpha v2", ann.email],
      [1, "Invoice Alpha", ann.email],
    ]);
    for (const id of [UNKNOWN, "not-a-uuid"])
      expect(
        (await admin.client.call(templatesView.action, admin.client.request("/api/admin/templates/view", { json: { id } }))).status,
      ).toBe(404);
  });

  it("publishes a version to the library customers see, with its card; unpublishes it; refuses unknown templates and missing fields", async () => {
    const library = async (account: Account) => {
      const response = await account.client.call(designs.loader, account.client.request("/api/templates/designs"));
      expect(response.status).toBe(200);
      return (await response.json()).data.templates as { id: string; name: string }[];
    };
    const before = await library(bob);
    const published = await post(
      store.action,
      "/api/dev/global_templates/store",
      {
        templateId: ids["Invoice Alpha"],
        version: 1,
        name: "Classic invoice",
        category: "Invoices",
        description: "Two columns",
        thumbnailUrl: "https://example.com/t.png",
      },
      201,
    );
    writes += 1;
    expect(published.design).toMatchObject({
      name: "Classic invoice",
      category: "Invoices",
      locale: "en",
      description: "Two columns",
      thumbnailUrl: "https://example.com/t.png",
      sourceTemplateId: ids["Invoice Alpha"],
      sourceVersion: 1,
    });
    // Another customer sees it among the ready-made templates, with version 1's document.
    const after = await library(bob);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((t) => t.id === published.design.id)?.name).toBe("Classic invoice");
    const db = await getDb();
    const copy = await db
      .selectFrom("templates")
      .select(["document", "workspace_id", "is_library"])
      .where("id", "=", published.design.id)
      .executeTakeFirstOrThrow();
    const v1 = await db
      .selectFrom("template_versions")
      .select("document")
      .where("template_id", "=", ids["Invoice Alpha"]!)
      .where("version", "=", 1)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ document: v1.document, workspace_id: null, is_library: true });
    // A design published for the Dutch app is listed in the Dutch library only.
    const dutch = await post(
      store.action,
      "/api/dev/global_templates/store",
      { templateId: ids["Invoice Alpha"], name: "Klassieke factuur", category: "Facturen", locale: "nl" },
      201,
    );
    writes += 1;
    expect(dutch.design.locale).toBe("nl");
    const listed = async (locale: "en" | "nl") => (await listTemplateDesigns({ db, locale })).map((d) => d.id);
    expect([(await listed("nl")).includes(dutch.design.id), (await listed("en")).includes(dutch.design.id)]).toEqual([true, false]);
    await post(destroy.action, "/api/dev/global_templates/destroy", { id: dutch.design.id });
    writes += 1;
    const view = await post(templatesView.action, "/api/admin/templates/view", { id: ids["Invoice Alpha"] });
    expect(view.library.map((d: { id: string }) => d.id)).toEqual([published.design.id]);
    expect(view.template.published).toBe(1);

    const missing = await admin.client.call(
      store.action,
      admin.client.request("/api/dev/global_templates/store", { json: { templateId: ids["Report Beta"], name: "X" } }),
    );
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ category: ["Category is a required field."] });
    expect(
      (
        await admin.client.call(
          store.action,
          admin.client.request("/api/dev/global_templates/store", { json: { templateId: UNKNOWN, name: "X", category: "Y" } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await admin.client.call(
          store.action,
          admin.client.request("/api/dev/global_templates/store", {
            json: { templateId: ids["Report Beta"], version: 9, name: "X", category: "Y" },
          }),
        )
      ).status,
    ).toBe(404);

    expect(await post(destroy.action, "/api/dev/global_templates/destroy", { id: published.design.id })).toEqual({ deleted: true });
    writes += 1;
    expect((await library(bob)).map((t) => t.id)).not.toContain(published.design.id);
    expect(
      (
        await admin.client.call(
          destroy.action,
          admin.client.request("/api/dev/global_templates/destroy", { json: { id: published.design.id } }),
        )
      ).status,
    ).toBe(404);
    // A customer template is not a library design, so it cannot be unpublished.
    expect(
      (
        await admin.client.call(
          destroy.action,
          admin.client.request("/api/dev/global_templates/destroy", { json: { id: ids["Report Beta"] } }),
        )
      ).status,
    ).toBe(404);
  });

  it("lists API calls with workspace, key, template, status, format and date filters, paging and totals", async () => {
    const list = (body: unknown) => post(apiCalls.action, "/api/admin/api-calls/index", body);
    const all = await list({ perPage: 2 });
    expect(all.items.map((c: { requestId: string }) => c.requestId)).toEqual(["r4", "r3"]);
    expect(all.totals).toEqual({ calls: 4, succeeded: 3, failed: 1, pages: 6, bytes: 0, avgDurationMs: 151 });
    expect((await list({ perPage: 2, page: 2 })).items.map((c: { requestId: string }) => c.requestId)).toEqual(["r2", "r1"]);
    const requestIds = async (body: unknown) => (await list(body)).items.map((c: { requestId: string }) => c.requestId);
    expect(await requestIds({ workspaceId: bob.workspaceId })).toEqual(["r4"]);
    const annKey = (await list({ workspaceId: ann.workspaceId })).items[0].apiKey;
    expect(annKey).toMatchObject({ name: "ann-key", prefix: expect.stringMatching(/^pj_/) });
    expect(await requestIds({ apiKeyId: annKey.id })).toEqual(["r3", "r2", "r1"]);
    expect(await requestIds({ templateId: ids["Report Beta"] })).toEqual(["r2", "r1"]);
    expect(await requestIds({ status: "failed" })).toEqual(["r3"]);
    expect(await requestIds({ status: 422 })).toEqual(["r3"]);
    expect(await requestIds({ status: "succeeded", format: "pdf" })).toEqual(["r4", "r1"]);
    expect(await requestIds({ format: "png" })).toEqual(["r2"]);
    expect(await requestIds({ from: "2026-11-02", to: "2026-11-03" })).toEqual(["r3", "r2"]);
    const filtered = await list({ workspaceId: ann.workspaceId, status: "succeeded" });
    expect(filtered.totals).toEqual({ calls: 2, succeeded: 2, failed: 0, pages: 3, bytes: 0, avgDurationMs: 200 });
    expect(filtered.items[0]).toMatchObject({
      workspace: { id: ann.workspaceId, name: "tpl-ann" },
      template: { id: ids["Report Beta"], name: "Report Beta" },
      format: "png",
      status: 200,
      pages: 1,
      durationMs: 300,
    });
    expect(
      (await admin.client.call(apiCalls.action, admin.client.request("/api/admin/api-calls/index", { json: { from: "yesterday" } })))
        .status,
    ).toBe(422);
  });

  it("the audit log holds one row per admin write the tests made", async () => {
    const rows = await (await getDb()).selectFrom("admin_audit_log").select(["action", "actor_id"]).orderBy("created_at").execute();
    const row = (action: string) => ({ action, actor_id: admin.userId });
    // The English design published, the Dutch one published and taken out, then the English one taken out.
    expect(rows).toEqual([row("library.publish"), row("library.publish"), row("library.unpublish"), row("library.unpublish")]);
    expect(rows.length).toBe(writes);
  });
});
