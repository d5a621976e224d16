import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as getToken from "~/routes/api.apicalls.getToken";
import * as templates from "~/routes/api.templates";
import * as sessions from "~/routes/api.v1.editor-sessions";
import * as revoke from "~/routes/api.v1.editor-sessions.$id.revoke";
import * as embedSession from "~/routes/api.embed.session";
import * as embedTemplate from "~/routes/api.embed.template";
import * as versions from "~/routes/api.templates.$id.versions";
import * as demo from "~/routes/api.editor-sessions.demo";
import { DEMO_WORKSPACE_ID } from "./create-demo-session.server";
import { getDb } from "~/utils/db.server";

useTestApp();

const HOST = "https://host.example";

/** A signed-up user with an API key and one template. */
async function customer(label: string) {
  const client = new RouteClient();
  const body = await (
    await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name: "Host Owner", email: uniqueEmail(label), password: "long enough" } }),
    )
  ).json();
  client.bearer = body.globals.token;
  client.cookies.clear();
  const apiKey = (await (await client.call(getToken.action, client.request("/api/apicalls/getToken", { json: {} }))).json()).data
    .apiKey as string;
  const template = (
    await (await client.call(templates.action, client.request("/api/templates", { json: { name: `${label} invoice` } }))).json()
  ).data.template as { id: string; version: number; document: Record<string, unknown> };
  const api = new RouteClient();
  api.bearer = apiKey;
  return { api, template, user: client };
}

async function createSession(api: RouteClient, json: Record<string, unknown>) {
  return api.call(sessions.action, api.request("/api/v1/editor-sessions", { json: { allowedOrigins: [HOST], ...json } }));
}

function embed(token: string) {
  const client = new RouteClient();
  client.bearer = token;
  return client;
}

describe("editor sessions API", () => {
  it("creates a session whose url carries the token in its fragment, and the token opens and saves only that template, recording externalUserId", async () => {
    const { api, template, user } = await customer("sess");
    const response = await createSession(api, { templateId: template.id, externalUserId: "user-42", locale: "nl", expiresIn: 600 });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.url).toBe(`http://localhost:3000/nl/embed/designer/${data.id}#token=${data.token}`);
    expect(data.templateId).toBe(template.id);
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    const row = await (await getDb()).selectFrom("editor_sessions").selectAll().where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(data.token);
    expect(row.allowed_origins).toEqual([HOST]);

    const frame = embed(data.token);
    const read = await frame.call(embedTemplate.loader, frame.request("/api/embed/template"));
    expect(read.status).toBe(200);
    expect((await read.json()).data.template).toMatchObject({ id: template.id, version: 1 });
    const saved = await frame.call(
      embedTemplate.action,
      frame.request("/api/embed/template", { json: { document: template.document, name: "Edited", version: 1 } }),
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.template).toMatchObject({ version: 2, name: "Edited" });
    const version = await (
      await getDb()
    )
      .selectFrom("template_versions")
      .selectAll()
      .where("template_id", "=", template.id)
      .where("version", "=", 2)
      .executeTakeFirstOrThrow();
    expect(version).toMatchObject({ external_user_id: "user-42", created_by: null });
    // The versions API (the designer's History) names the host's user as the author.
    const listed = await user.call(versions.loader, user.request(`/api/templates/${template.id}/versions`), { id: template.id });
    expect((await listed.json()).data.versions[0]).toMatchObject({ version: 2, createdBy: null, externalUserId: "user-42" });
    const who = await frame.call(embedSession.loader, frame.request("/api/embed/session"));
    expect((await who.json()).data.session).toMatchObject({ id: data.id, templateId: template.id });
  });

  it("a newTemplate session creates no template; its first save creates exactly one with the saved content, by externalUserId, and binds the session", async () => {
    const { api, user } = await customer("fresh");
    const db = await getDb();
    const listNames = async () =>
      ((await (await user.call(templates.loader, user.request("/api/templates"))).json()).data.templates as { name: string }[]).map(
        (t) => t.name,
      );
    const response = await createSession(api, { newTemplate: { name: "Fresh quote" }, externalUserId: "user-7" });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.templateId).toBeNull();
    const row = await db.selectFrom("editor_sessions").selectAll().where("id", "=", data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ template_id: null, new_template: { name: "Fresh quote" } });
    const workspaceTemplates = () => db.selectFrom("templates").selectAll().where("workspace_id", "=", row.workspace_id).execute();
    // The customer's own "fresh invoice" only: the session made nothing, in the database or the template list.
    expect((await workspaceTemplates()).map((t) => t.name)).toEqual(["fresh invoice"]);
    expect(await listNames()).toEqual(["fresh invoice"]);
    const listed = (await (await api.call(sessions.loader, api.request("/api/v1/editor-sessions"))).json()).data.sessions;
    expect(listed[0]).toMatchObject({ id: data.id, templateId: null, templateName: "Fresh quote" });

    const frame = embed(data.token);
    const read = (await (await frame.call(embedTemplate.loader, frame.request("/api/embed/template"))).json()).data.template;
    expect(read).toMatchObject({ id: null, version: 0, name: "Fresh quote", createdAt: null });
    const document = read.document as { pages: { elements: unknown[] }[] };
    expect(document.pages[0]!.elements).toEqual([]);
    expect((await workspaceTemplates()).length).toBe(1);

    const text = { id: "greeting", type: "text", x: 10, y: 10, width: 80, height: 10, text: "Made in a new session" };
    const edited = { ...document, pages: [{ ...document.pages[0], elements: [text] }] };
    const saved = await frame.call(embedTemplate.action, frame.request("/api/embed/template", { json: { document: edited, version: 0 } }));
    expect(saved.status).toBe(200);
    const created = (await saved.json()).data.template;
    expect(created).toMatchObject({ version: 1, name: "Fresh quote" });
    const after = await workspaceTemplates();
    expect(after.map((t) => t.name).sort()).toEqual(["Fresh quote", "fresh invoice"]);
    const made = after.find((t) => t.id === created.id)!;
    expect(made).toMatchObject({ version: 1, created_by: null, deleted_at: null });
    expect((made.document as { pages: { elements: unknown[] }[] }).pages[0]!.elements).toEqual([expect.objectContaining(text)]);
    expect(await db.selectFrom("template_versions").selectAll().where("template_id", "=", created.id).execute()).toEqual([
      expect.objectContaining({ version: 1, external_user_id: "user-7", created_by: null }),
    ]);
    expect(
      (await db.selectFrom("editor_sessions").select("template_id").where("id", "=", data.id).executeTakeFirstOrThrow()).template_id,
    ).toBe(created.id);
    expect(await listNames()).toContain("Fresh quote");

    // Bound now: the session reads that template, and the next save is an ordinary one of it.
    const who = await frame.call(embedSession.loader, frame.request("/api/embed/session"));
    expect((await who.json()).data.session).toMatchObject({ id: data.id, templateId: created.id });
    const again = await frame.call(
      embedTemplate.action,
      frame.request("/api/embed/template", { json: { document: edited, name: "Fresh quote v2", version: 1 } }),
    );
    expect((await again.json()).data.template).toMatchObject({ id: created.id, version: 2, name: "Fresh quote v2" });
    expect((await workspaceTemplates()).length).toBe(2);
  });

  it("two first saves at once make one template: one saves, the other meets a 409", async () => {
    const { api } = await customer("race");
    const db = await getDb();
    const { id, token } = (await (await createSession(api, { newTemplate: { name: "Raced" } })).json()).data;
    const frame = embed(token);
    const document = (await (await frame.call(embedTemplate.loader, frame.request("/api/embed/template"))).json()).data.template.document;
    const answers = await Promise.all(
      [1, 2].map(() => frame.call(embedTemplate.action, frame.request("/api/embed/template", { json: { document, version: 0 } }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const made = await db.selectFrom("templates").select("id").where("name", "=", "Raced").execute();
    expect(made).toHaveLength(1);
    expect((await db.selectFrom("editor_sessions").select("template_id").where("id", "=", id).executeTakeFirstOrThrow()).template_id).toBe(
      made[0]!.id,
    );
    const conflict = await answers.find((a) => a.status === 409)!.json();
    expect(conflict).toMatchObject({ currentVersion: 1 });
  });

  it("a first save is refused, in the request's language and leaving nothing, when the session may not save or adds a type it may not; it must send version 0", async () => {
    const { api } = await customer("first-denied");
    const db = await getDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("templates")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const readOnly = (await (await createSession(api, { newTemplate: { name: "No save" }, permissions: { save: false } })).json()).data;
    const dutch = new RouteClient({ acceptLanguage: "nl" });
    dutch.bearer = readOnly.token;
    const document = (await (await dutch.call(embedTemplate.loader, dutch.request("/api/embed/template"))).json()).data.template.document;
    const refused = await dutch.call(embedTemplate.action, dutch.request("/api/embed/template", { json: { document, version: 0 } }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("Deze editorsessie mag niet opslaan.");

    const textOnly = (await (await createSession(api, { newTemplate: { name: "Text only" }, permissions: { elements: ["text"] } })).json())
      .data;
    const frame = embed(textOnly.token);
    const shape = { id: "box", type: "shape", x: 10, y: 10, width: 20, height: 20, shape: "rect" };
    const withShape = { ...document, pages: [{ ...document.pages[0], elements: [shape] }] };
    const typed = await frame.call(
      embedTemplate.action,
      frame.request("/api/embed/template", { json: { document: withShape, version: 0 } }),
    );
    expect(typed.status).toBe(403);
    expect((await typed.json()).detail).toBe("This editor session may not add elements of type shape.");
    const stale = await frame.call(embedTemplate.action, frame.request("/api/embed/template", { json: { document, version: 3 } }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).detail).toBe("This session's new template is not saved yet: its first save sends version 0.");
    expect(await count()).toBe(before);
  });

  it("another workspace's template is 404 when creating a session", async () => {
    const alice = await customer("alice");
    const bob = await customer("bob");
    const response = await createSession(bob.api, { templateId: alice.template.id });
    expect(response.status).toBe(404);
  });

  it("permissions.save false refuses saving with a 403 problem, in the request's language", async () => {
    const { api, template } = await customer("nosave");
    const { token } = (await (await createSession(api, { templateId: template.id, permissions: { save: false } })).json()).data;
    const frame = new RouteClient({ acceptLanguage: "nl" });
    frame.bearer = token;
    const save = await frame.call(
      embedTemplate.action,
      frame.request("/api/embed/template", { json: { document: template.document, version: 1 } }),
    );
    expect(save.status).toBe(403);
    expect(save.headers.get("Content-Type")).toContain("application/problem+json");
    expect((await save.json()).detail).toBe("Deze editorsessie mag niet opslaan.");
    const stored = await (await getDb()).selectFrom("templates").select("version").where("id", "=", template.id).executeTakeFirstOrThrow();
    expect(stored.version).toBe(1);
  });

  it("permissions.editData: false refuses a save that changes the example data or the bindings (403 naming it) and accepts layout changes", async () => {
    const { api, template } = await customer("edit-data");
    const { token } = (await (await createSession(api, { templateId: template.id, permissions: { editData: false } })).json()).data;
    const frame = embed(token);
    const doc = template.document as { bindings: Array<Record<string, unknown>>; exampleData?: Record<string, unknown>; name?: string };
    const save = (document: unknown, version: number) =>
      frame.call(embedTemplate.action, frame.request("/api/embed/template", { json: { document, version } }));
    const refusedData = await save({ ...doc, exampleData: { ...(doc.exampleData ?? {}), injected: "x" } }, 1);
    expect(refusedData.status).toBe(403);
    expect((await refusedData.json()).detail).toBe("This editor session may not change exampleData (permissions.editData is false).");
    const refusedBindings = await save(
      { ...doc, bindings: [...doc.bindings, { key: "extraField", label: "Extra", type: "text", example: "x" }] },
      1,
    );
    expect(refusedBindings.status).toBe(403);
    expect((await refusedBindings.json()).detail).toBe("This editor session may not change bindings (permissions.editData is false).");
    const saved = await save(doc, 1);
    expect(saved.status).toBe(200);
  });

  it("permissions.elements refuses a save that adds another element type (403 naming it) and accepts the listed ones", async () => {
    const { api, template } = await customer("elements");
    const { token } = (await (await createSession(api, { templateId: template.id, permissions: { elements: ["text"] } })).json()).data;
    const frame = embed(token);
    const withElements = (...types: string[]) => {
      const pages = template.document.pages as { elements: unknown[] }[];
      const added = types.map((type, i) => ({
        id: `added-${i}`,
        type,
        x: 10,
        y: 10 + i * 20,
        width: 50,
        height: 10,
        ...(type === "text" ? { text: "Hello" } : { shape: "rect" }),
      }));
      return { ...template.document, pages: [{ ...pages[0], elements: [...pages[0]!.elements, ...added] }, ...pages.slice(1)] };
    };
    const save = (document: unknown, version: number) =>
      frame.call(embedTemplate.action, frame.request("/api/embed/template", { json: { document, version } }));
    const refused = await save(withElements("text", "shape"), 1);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe("This editor session may not add elements of type shape.");
    const saved = await save(withElements("text"), 1);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data.template.version).toBe(2);
  });

  it("a revoked or expired session is a 401 saying which; revoking is listed and another workspace cannot revoke", async () => {
    const { api, template } = await customer("revoke");
    const first = (await (await createSession(api, { templateId: template.id })).json()).data;
    const second = (await (await createSession(api, { templateId: template.id })).json()).data;
    const stranger = await customer("stranger");
    expect(
      (
        await stranger.api.call(revoke.action, stranger.api.request(`/api/v1/editor-sessions/${first.id}/revoke`, { method: "POST" }), {
          id: first.id,
        })
      ).status,
    ).toBe(404);
    const revoked = await api.call(revoke.action, api.request(`/api/v1/editor-sessions/${first.id}/revoke`, { method: "POST" }), {
      id: first.id,
    });
    expect((await revoked.json()).data.session).toMatchObject({ id: first.id, status: "revoked" });
    await (
      await getDb()
    )
      .updateTable("editor_sessions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", second.id)
      .execute();

    for (const [session, reason, detail] of [
      [first, "revoked", "This editor session was revoked."],
      [second, "expired", "This editor session has expired."],
    ] as const) {
      const frame = embed(session.token);
      const response = await frame.call(embedTemplate.loader, frame.request("/api/embed/template"));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, reason, detail });
    }
    const bogus = embed("pjes_" + "A".repeat(43));
    expect((await bogus.call(embedSession.loader, bogus.request("/api/embed/session"))).status).toBe(401);

    const listed = (await (await api.call(sessions.loader, api.request("/api/v1/editor-sessions"))).json()).data.sessions;
    expect(listed.map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      [second.id, "expired"],
      [first.id, "revoked"],
    ]);
    expect(JSON.stringify(listed)).not.toContain(first.token);
  });

  it("refuses bad bodies with 422 naming the field: no origin, a path in an origin, both or neither template", async () => {
    const { api, template } = await customer("bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ templateId: template.id, allowedOrigins: [] }, "allowedOrigins"],
      [{ templateId: template.id, allowedOrigins: ["https://host.example/page"] }, "allowedOrigins[0]"],
      [{ templateId: template.id, newTemplate: { name: "x" } }, "templateId"],
      [{}, "templateId"],
      [{ templateId: template.id, expiresIn: 7200 }, "expiresIn"],
    ];
    for (const [json, field] of cases) {
      const response = await createSession(api, json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await response.json()).errors), JSON.stringify(json)).toContain(field);
    }
    expect(
      (
        await api.call(
          sessions.action,
          new RouteClient().request("/api/v1/editor-sessions", { json: { templateId: template.id, allowedOrigins: [HOST] } }),
        )
      ).status,
    ).toBe(401);
  });

  it("the live demo copies a library design of the page's language: English on the English page, Dutch on the Dutch one", async () => {
    const db = await getDb();
    for (const locale of ["en", "nl"] as const) {
      const visitor = new RouteClient({ acceptLanguage: locale });
      const response = await visitor.call(demo.action, visitor.request("/api/editor-sessions/demo", { method: "POST" }));
      expect(response.status).toBe(201);
      const { data } = await response.json();
      const session = await db
        .selectFrom("editor_sessions")
        .innerJoin("templates", "templates.id", "editor_sessions.template_id")
        .select(["templates.name", "templates.document"])
        .where("editor_sessions.workspace_id", "=", DEMO_WORKSPACE_ID)
        .where("editor_sessions.id", "=", new URL(data.url).pathname.split("/").pop()!)
        .executeTakeFirstOrThrow();
      const designs = await db
        .selectFrom("templates")
        .select(["name", "library_locale"])
        .where("is_library", "=", true)
        .where("deleted_at", "is", null)
        .execute();
      expect(designs.find((d) => d.name === session.name)?.library_locale).toBe(locale);
      expect(designs.filter((d) => d.name === session.name && d.library_locale !== locale)).toEqual([]);
    }
  });
});
