import { describe, expect, it } from "vitest";
import { createBlankDocument } from "@paperjet/template";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as templates from "~/routes/api.templates";
import * as template from "~/routes/api.templates.$id";
import * as version from "~/routes/api.templates.$id.version.$version";
import * as search from "~/routes/api.templates.search";
import * as designs from "~/routes/api.templates.designs";
import * as duplicate from "~/routes/api.templates.$id.duplicate";
import { getDb } from "~/utils/db.server";

useTestApp();

async function apiUser(acceptLanguage?: string) {
  const client = new RouteClient({ acceptLanguage });
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: "Templ Ate", email: uniqueEmail("tpl"), password: "long enough" } }),
  );
  const body = await response.json();
  client.bearer = body.globals.token;
  client.cookies.clear();
  return { client, user: body.globals.user as { id: number } };
}

const create = (client: RouteClient, json: unknown) => client.call(templates.action, client.request("/api/templates", { json }));

describe("templates API", () => {
  it("401 without a token", async () => {
    const anonymous = new RouteClient();
    expect((await anonymous.call(templates.loader, anonymous.request("/api/templates"))).status).toBe(401);
    expect((await create(anonymous, { name: "x" })).status).toBe(401);
  });

  it("creates a blank one-page A4 template by default, with version 1 and a version row, and globals.user", async () => {
    const { client, user } = await apiUser();
    const response = await create(client, { name: "Invoice" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.globals.user.id).toBe(user.id);
    expect(body.data.template).toMatchObject({ name: "Invoice", version: 1, document: createBlankDocument("Invoice") });
    expect(Object.keys(body.data.template).sort()).toEqual(["createdAt", "document", "id", "name", "updatedAt", "version"]);
    const rows = await (
      await getDb()
    )
      .selectFrom("template_versions")
      .selectAll()
      .where("template_id", "=", body.data.template.id)
      .execute();
    expect(rows.map((r) => r.version)).toEqual([1]);
  });

  it("validates names and documents: 422 with field errors in the request's language", async () => {
    const { client } = await apiUser();
    const noName = await create(client, {});
    expect(noName.status).toBe(422);
    expect((await noName.json()).errors.name).toEqual(["Name is a required field."]);

    const bad = await create(client, { name: "Broken", document: { ...createBlankDocument("Broken"), pages: [] } });
    expect(bad.status).toBe(422);
    const problem = await bad.json();
    expect(Object.keys(problem.errors)).toContain("document.pages");

    const dutch = await apiUser("nl");
    expect((await (await create(dutch.client, { name: "" })).json()).errors.name).toEqual(["Naam is een verplicht veld."]);
  });

  it("words its 404, 409 and invalid-document answers in the request's language", async () => {
    const { client } = await apiUser("nl");
    const created = (await (await create(client, { name: "Brief" })).json()).data.template;
    const save = (json: unknown) =>
      client.call(template.action, client.request(`/api/templates/${created.id}`, { json }), { id: created.id });
    expect((await save({ name: "Brief v2", version: 1 })).status).toBe(200);
    expect(await (await save({ name: "Te laat", version: 1 })).json()).toMatchObject({
      status: 409,
      currentVersion: 2,
      detail: "Iemand anders heeft deze template intussen opgeslagen (versie 2). Laad hem opnieuw om verder te gaan.",
    });
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await (await client.call(template.loader, client.request(`/api/templates/${missing}`), { id: missing })).json()).toMatchObject({
      status: 404,
      detail: "Deze template bestaat niet.",
    });
    const noVersion = await client.call(version.loader, client.request(`/api/templates/${created.id}/version/9`), {
      id: created.id,
      version: "9",
    });
    expect(await noVersion.json()).toMatchObject({ status: 404, detail: "Versie 9 van deze template bestaat niet." });
    const broken = await create(client, { name: "Kapot", document: { ...createBlankDocument("Kapot"), pages: [] } });
    expect(await broken.json()).toMatchObject({ status: 422, detail: "Het templatedocument is niet geldig." });

    const english = await apiUser();
    const other = (await (await create(english.client, { name: "Letter" })).json()).data.template;
    const stale = await english.client.call(
      template.action,
      english.client.request(`/api/templates/${other.id}`, { json: { name: "x", version: 7 } }),
      { id: other.id },
    );
    expect((await stale.json()).detail).toBe("This template was saved by someone else in the meantime (version 1). Reload it to continue.");
    expect(
      (await (await english.client.call(template.loader, english.client.request(`/api/templates/${missing}`), { id: missing })).json())
        .detail,
    ).toBe("Template not found.");
  });

  it("answers the body and method refusals of readJson and the route in the request's language", async () => {
    for (const [lng, notJson, notSupported] of [
      [undefined, "Send the body as application/json.", "PUT is not supported here."],
      ["nl", "Stuur de body als application/json.", "PUT wordt hier niet ondersteund."],
    ] as const) {
      const { client } = await apiUser(lng);
      const text = await client.call(
        templates.action,
        client.request("/api/templates", { method: "POST", body: "name=x", headers: { "Content-Type": "text/plain" } }),
      );
      expect(await text.json()).toMatchObject({ status: 415, detail: notJson });
      const put = await client.call(templates.action, client.request("/api/templates", { method: "PUT", json: { name: "x" } }));
      expect(put.headers.get("Allow")).toBe("GET, POST");
      expect(await put.json()).toMatchObject({ status: 400, detail: notSupported });
    }
  });

  it("lists own templates newest first; another user's template is 404 everywhere", async () => {
    const a = await apiUser();
    const b = await apiUser();
    const first = (await (await create(a.client, { name: "First" })).json()).data.template;
    const second = (await (await create(a.client, { name: "Second" })).json()).data.template;
    await create(b.client, { name: "Not yours" });

    const list = await (await a.client.call(templates.loader, a.client.request("/api/templates"))).json();
    expect(list.data.templates.map((t: { name: string }) => t.name)).toEqual(["Second", "First"]);
    expect(list.data.templates[0]).toMatchObject({ id: second.id, version: 1, pageCount: 1 });

    const theirs = (id: string, extra: Record<string, string> = {}) => ({ id, ...extra });
    expect((await b.client.call(template.loader, b.client.request(`/api/templates/${first.id}`), theirs(first.id))).status).toBe(404);
    expect(
      (
        await b.client.call(
          template.action,
          b.client.request(`/api/templates/${first.id}`, { json: { name: "Mine now", version: 1 } }),
          theirs(first.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (await b.client.call(version.loader, b.client.request(`/api/templates/${first.id}/version/1`), theirs(first.id, { version: "1" })))
        .status,
    ).toBe(404);
    expect(
      (await b.client.call(template.action, b.client.request(`/api/templates/${first.id}`, { method: "DELETE" }), theirs(first.id))).status,
    ).toBe(404);
    expect(
      (await b.client.call(duplicate.action, b.client.request(`/api/templates/${first.id}/duplicate`, { json: {} }), theirs(first.id)))
        .status,
    ).toBe(404);
    expect((await a.client.call(template.loader, a.client.request("/api/templates/not-a-uuid"), { id: "not-a-uuid" })).status).toBe(404);
  });

  it("saves with optimistic versions: version + 1, a version row per save, 409 for a stale version; old versions stay readable", async () => {
    const { client } = await apiUser();
    const created = (await (await create(client, { name: "Letter" })).json()).data.template;
    const save = (json: unknown) =>
      client.call(template.action, client.request(`/api/templates/${created.id}`, { json }), { id: created.id });

    const renamed = await save({ name: "Letter v2", version: 1 });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).data.template).toMatchObject({ name: "Letter v2", version: 2 });

    const document = { ...created.document, pages: [...created.document.pages, created.document.pages[0]] };
    const saved = await (await save({ document, version: 2 })).json();
    expect(saved.data.template.version).toBe(3);
    expect(saved.data.template.document.pages).toHaveLength(2);

    const stale = await save({ name: "Someone else", version: 2 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ status: 409, currentVersion: 3 });

    const v1 = await (
      await client.call(version.loader, client.request(`/api/templates/${created.id}/version/1`), { id: created.id, version: "1" })
    ).json();
    expect(v1.data.template).toMatchObject({ version: 1, name: "Letter", latest: false });
    expect(v1.data.template.document.pages).toHaveLength(1);
    const v3 = await (
      await client.call(version.loader, client.request(`/api/templates/${created.id}/version/3`), { id: created.id, version: "3" })
    ).json();
    expect(v3.data.template.latest).toBe(true);
    expect(
      (await client.call(version.loader, client.request(`/api/templates/${created.id}/version/9`), { id: created.id, version: "9" }))
        .status,
    ).toBe(404);

    const current = await (await client.call(template.loader, client.request(`/api/templates/${created.id}`), { id: created.id })).json();
    expect(current.data.template).toMatchObject({ name: "Letter v2", version: 3 });
  });

  it("searches by name with a total, treating % and _ literally", async () => {
    const { client } = await apiUser();
    for (const name of ["Invoice NL", "invoice EN", "Packing slip", "100% done"]) await create(client, { name });
    const find = async (query: string) =>
      (await (await client.call(search.action, client.request("/api/templates/search", { json: { query } }))).json()).data;
    const invoices = await find("INVOICE");
    expect(invoices.total).toBe(2);
    expect(invoices.templates.map((t: { name: string }) => t.name).sort()).toEqual(["Invoice NL", "invoice EN"]);
    expect((await find("%")).total).toBe(1);
    expect((await find("")).total).toBe(4);
  });

  it("duplicates and soft-deletes", async () => {
    const { client } = await apiUser();
    const original = (await (await create(client, { name: "Quote" })).json()).data.template;
    const copy = await client.call(duplicate.action, client.request(`/api/templates/${original.id}/duplicate`, { json: {} }), {
      id: original.id,
    });
    expect(copy.status).toBe(201);
    const copied = (await copy.json()).data.template;
    expect(copied).toMatchObject({ name: "Copy of Quote", version: 1 });

    const deleted = await client.call(template.action, client.request(`/api/templates/${original.id}`, { method: "DELETE" }), {
      id: original.id,
    });
    expect(deleted.status).toBe(200);
    expect((await client.call(template.loader, client.request(`/api/templates/${original.id}`), { id: original.id })).status).toBe(404);
    const row = await (await getDb()).selectFrom("templates").select("deleted_at").where("id", "=", original.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const list = await (await client.call(templates.loader, client.request("/api/templates"))).json();
    expect(list.data.templates.map((t: { id: string }) => t.id)).toEqual([copied.id]);
  });

  it("lists library designs for everyone and lets users start from one", async () => {
    const db = await getDb();
    const design = await db
      .insertInto("templates")
      .values({
        name: "Library invoice",
        is_library: true,
        library_locale: "en",
        document: JSON.stringify(createBlankDocument("Library invoice")),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { client } = await apiUser();
    const listed = await (await client.call(designs.loader, client.request("/api/templates/designs"))).json();
    expect(listed.data.templates.map((t: { name: string }) => t.name)).toContain("Library invoice");
    expect(listed.data.templates.map((t: { name: string }) => t.name)).not.toContain("Factuur");
    // The Dutch app lists the Dutch designs (nl-NL formatting, euro, a Dutch address) instead.
    const dutch = await (
      await client.call(designs.loader, client.request("/api/templates/designs", { headers: { "Accept-Language": "nl" } }))
    ).json();
    expect(dutch.data.templates.map((t: { name: string }) => t.name)).toEqual([
      "Certificaat",
      "Factuur",
      "Factuur (e-factuur klaar)",
      "Offerte",
      "Rapport",
      "Toegangskaart",
      "Verzendlabel",
    ]);
    expect((await client.call(template.loader, client.request(`/api/templates/${design.id}`), { id: design.id })).status).toBe(200);
    // Library designs are read-only for customers.
    expect(
      (
        await client.call(template.action, client.request(`/api/templates/${design.id}`, { json: { name: "Mine", version: 1 } }), {
          id: design.id,
        })
      ).status,
    ).toBe(404);
    const copy = await client.call(
      duplicate.action,
      client.request(`/api/templates/${design.id}/duplicate`, { json: { name: "My invoice" } }),
      { id: design.id },
    );
    expect((await copy.json()).data.template.name).toBe("My invoice");
  });
});
