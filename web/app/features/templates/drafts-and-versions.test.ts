import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "@paperjet/test-kit/documents";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail } from "../../../tests/support/test-app";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import * as register from "~/routes/api.auth.register";
import * as getApiKey from "~/routes/api.apicalls.getToken";
import * as templates from "~/routes/api.templates";
import * as template from "~/routes/api.templates.$id";
import * as draftRoute from "~/routes/api.templates.$id.draft";
import * as versions from "~/routes/api.templates.$id.versions";
import * as versionRoute from "~/routes/api.templates.$id.version.$version";
import * as testPdf from "~/routes/api.templates.$id.test-pdf";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";

/**
 * Decision 080 through the real routes, database and worker: autosave writes the draft and never a
 * version; "Save version" (or a customer's POST) makes one; generation without `version` renders the
 * latest version, the designer's test PDF the draft.
 */
describe("drafts and versions", () => {
  let h: Awaited<ReturnType<typeof startGenerationHarness>>;
  beforeAll(async () => {
    h = await startGenerationHarness();
  }, 300_000);
  afterAll(async () => {
    await h?.stop();
  });

  async function signUp(name: string) {
    const client = new RouteClient();
    const response = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name, email: uniqueEmail("drafts"), password: "long enough password" } }),
    );
    expect(response.status).toBe(201);
    client.bearer = (await response.json()).globals.token;
    return client;
  }

  const documentSaying = (text: string) => ({
    schemaVersion: 1,
    name: "Letter",
    locale: "en-GB",
    pages: [
      {
        size: "A4",
        margin: { top: 10, right: 10, bottom: 10, left: 10 },
        elements: [{ id: "t", type: "text", x: 0, y: 0, width: 150, height: 10, text }],
      },
    ],
    bindings: [],
  });

  async function createLetter(client: RouteClient, text = "Letter of version one") {
    const created = await client.call(templates.action, client.request("/api/templates", { json: { name: "Letter" } }));
    const id = (await created.json()).data.template.id as string;
    const saved = await client.call(
      template.action,
      client.request(`/api/templates/${id}`, { json: { version: 1, document: documentSaying(text) } }),
      {
        id,
      },
    );
    expect(saved.status).toBe(200);
    return id;
  }

  const putDraft = (client: RouteClient, id: string, body: Record<string, unknown>) =>
    client.call(draftRoute.action, client.request(`/api/templates/${id}/draft`, { method: "PUT", json: body }), { id });
  const getDraft = async (client: RouteClient, id: string) =>
    (await (await client.call(draftRoute.loader, client.request(`/api/templates/${id}/draft`), { id })).json()).data.draft;
  const saveVersion = (client: RouteClient, id: string, body: Record<string, unknown>) =>
    client.call(versions.action, client.request(`/api/templates/${id}/versions`, { json: body }), { id });
  const versionRows = async (id: string) =>
    Number(
      (
        await h.db
          .selectFrom("template_versions")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("template_id", "=", id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const latestVersion = async (id: string) =>
    (await h.db.selectFrom("templates").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;

  it("40 autosaves (ten minutes of edits) add 0 versions; Save version adds 1, with its note and author", async () => {
    const client = await signUp("Dana Drafter");
    const id = await createLetter(client);
    expect(await versionRows(id)).toBe(2);
    // Saving version 2 wrote the draft (revision 1).
    expect(await getDraft(client, id)).toMatchObject({ revision: 1, version: 2, hasChanges: false });

    for (let revision = 1; revision <= 40; revision++) {
      const response = await putDraft(client, id, { revision, document: documentSaying(`Edit number ${revision}`) });
      expect(response.status).toBe(200);
      expect((await response.json()).data.draft).toMatchObject({ revision: revision + 1, version: 2, hasChanges: true });
    }
    expect(await versionRows(id)).toBe(2);
    expect(await latestVersion(id)).toBe(2);
    const draft = await getDraft(client, id);
    expect(draft).toMatchObject({ revision: 41, version: 2, hasChanges: true, updatedBy: "Dana Drafter" });
    expect(draft.document.pages[0].elements[0].text).toBe("Edit number 40");

    const saved = await saveVersion(client, id, { revision: 41, note: "  New greeting  " });
    expect(saved.status).toBe(201);
    const body = (await saved.json()).data;
    expect(body.template).toMatchObject({ id, version: 3 });
    expect(body.template.document.pages[0].elements[0].text).toBe("Edit number 40");
    expect(body.draft).toMatchObject({ revision: 42, version: 3, hasChanges: false });
    expect(await versionRows(id)).toBe(3);
    expect(await latestVersion(id)).toBe(3);

    const list = (await (await client.call(versions.loader, client.request(`/api/templates/${id}/versions`), { id })).json()).data.versions;
    expect(list.map((v: { version: number; note: string | null; createdBy: string }) => [v.version, v.note, v.createdBy])).toEqual([
      [3, "New greeting", "Dana Drafter"],
      [2, null, "Dana Drafter"],
      [1, null, "Dana Drafter"],
    ]);
    const one = await client.call(versionRoute.loader, client.request(`/api/templates/${id}/version/3`), { id, version: "3" });
    expect((await one.json()).data.template).toMatchObject({ version: 3, latest: true, note: "New greeting" });
  });

  it("answers 401 without a session, 404 for another workspace's template, 422 for a broken document (in Dutch) and 405 for other methods", async () => {
    const owner = await signUp("Olive Owner");
    const id = await createLetter(owner);
    const anonymous = new RouteClient();
    expect((await putDraft(anonymous, id, { revision: 1, document: documentSaying("x") })).status).toBe(401);
    expect((await saveVersion(anonymous, id, { revision: 1 })).status).toBe(401);
    const stranger = await signUp("Stan Stranger");
    expect((await putDraft(stranger, id, { revision: 1, document: documentSaying("x") })).status).toBe(404);
    expect((await saveVersion(stranger, id, { revision: 1 })).status).toBe(404);
    expect((await stranger.call(draftRoute.loader, stranger.request(`/api/templates/${id}/draft`), { id })).status).toBe(404);
    const broken = await owner.call(
      draftRoute.action,
      owner.request(`/api/templates/${id}/draft`, {
        method: "PUT",
        json: { revision: 1, document: { ...documentSaying("x"), pages: "none" } },
        headers: { "Accept-Language": "nl" },
      }),
      { id },
    );
    expect(broken.status).toBe(422);
    expect(JSON.stringify(await broken.json())).toMatch(/pages/);
    expect((await saveVersion(owner, id, { revision: "one" })).status).toBe(422);
    const wrongMethod = await owner.call(
      versions.action,
      owner.request(`/api/templates/${id}/versions`, { method: "PUT", json: { revision: 1 } }),
      {
        id,
      },
    );
    expect(wrongMethod.status).toBe(405);
    expect(await versionRows(id)).toBe(2);
  });

  it("answers 409 to a draft save or a Save version on a stale revision, and stores nothing", async () => {
    const client = await signUp("Sam Second");
    const id = await createLetter(client);
    expect((await putDraft(client, id, { revision: 1, document: documentSaying("First window") })).status).toBe(200);
    const stale = await putDraft(client, id, { revision: 1, document: documentSaying("Second window") });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ status: 409, currentRevision: 2 });
    const inDutch = await client.call(
      draftRoute.action,
      client.request(`/api/templates/${id}/draft`, {
        method: "PUT",
        json: { revision: 1, document: documentSaying("Derde venster") },
        headers: { "Accept-Language": "nl" },
      }),
      { id },
    );
    expect(await inDutch.json()).toMatchObject({
      status: 409,
      detail: "Iemand anders heeft deze template intussen gewijzigd (conceptrevisie 2). Laad hem opnieuw om verder te gaan.",
    });
    const staleVersion = await saveVersion(client, id, { revision: 1 });
    expect(staleVersion.status).toBe(409);
    expect(await versionRows(id)).toBe(2);
    expect((await getDraft(client, id)).document.pages[0].elements[0].text).toBe("First window");
  });

  it("keeps a customer's POST /api/templates/{id} making a version (409 on a stale one), and a designer on the old draft then meets 409", async () => {
    const client = await signUp("Casey Customer");
    const id = await createLetter(client);
    expect((await putDraft(client, id, { revision: 1, document: documentSaying("Designer's unsaved edit") })).status).toBe(200);

    const customer = await client.call(
      template.action,
      client.request(`/api/templates/${id}`, { json: { version: 2, document: documentSaying("Pushed by CI"), note: "from CI" } }),
      { id },
    );
    expect(customer.status).toBe(200);
    expect((await customer.json()).data.template.version).toBe(3);
    expect(await versionRows(id)).toBe(3);
    const staleCustomer = await client.call(
      template.action,
      client.request(`/api/templates/${id}`, { json: { version: 2, document: documentSaying("Late push") } }),
      { id },
    );
    expect(staleCustomer.status).toBe(409);
    expect(await versionRows(id)).toBe(3);

    // The version's document went into the draft with the next revision: the designer's autosave on revision 2 is refused.
    expect(await getDraft(client, id)).toMatchObject({ revision: 3, version: 3, hasChanges: false });
    expect((await putDraft(client, id, { revision: 2, document: documentSaying("Designer again") })).status).toBe(409);
    const list = (await (await client.call(versions.loader, client.request(`/api/templates/${id}/versions`), { id })).json()).data.versions;
    expect(list[0]).toMatchObject({ version: 3, note: "from CI" });
  });

  it("a rename from the dashboard's API keeps the draft's document and its changes", async () => {
    const client = await signUp("Rita Renamer");
    const id = await createLetter(client);
    expect((await putDraft(client, id, { revision: 1, document: documentSaying("Work in progress") })).status).toBe(200);
    const renamed = await client.call(template.action, client.request(`/api/templates/${id}`, { json: { version: 2, name: "Offer" } }), {
      id,
    });
    expect(renamed.status).toBe(200);
    const draft = await getDraft(client, id);
    expect(draft).toMatchObject({ name: "Offer", revision: 3, version: 3, hasChanges: true });
    expect(draft.document.pages[0].elements[0].text).toBe("Work in progress");
  });

  it("generation without `version` renders the latest saved version, not the draft; the designer's test PDF renders the draft", async () => {
    const client = await signUp("Gina Generator");
    const id = await createLetter(client, "Text of the saved version");
    const key = await client.call(getApiKey.action, client.request("/api/apicalls/getToken", { json: { name: "drafts" } }));
    const apiKey = (await key.json()).data.apiKey as string;
    expect((await putDraft(client, id, { revision: 1, document: documentSaying("Text only the draft has") })).status).toBe(200);

    const generateText = async (body: Record<string, unknown>) => {
      const response = (await generate({
        request: generateRequest(id, { apiKey, body }),
        params: { templateId: id },
        context: {},
      })) as Response;
      expect(response.status).toBe(200);
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const latest = await generateText({});
    expect(latest).toContain("Text of the saved version");
    expect(latest).not.toContain("Text only the draft has");

    const designerPdf = await client.call(testPdf.action, client.request(`/api/templates/${id}/test-pdf`, { json: { draft: true } }), {
      id,
    });
    expect(designerPdf.status).toBe(200);
    const draftText = pdfText(Buffer.from(await designerPdf.arrayBuffer()));
    expect(draftText).toContain("Text only the draft has");
    expect(draftText).not.toContain("Text of the saved version");
    const both = await client.call(testPdf.action, client.request(`/api/templates/${id}/test-pdf`, { json: { draft: true, version: 1 } }), {
      id,
    });
    expect(both.status).toBe(422);

    expect((await saveVersion(client, id, { revision: 2 })).status).toBe(201);
    expect(await generateText({})).toContain("Text only the draft has");
    const pinned = await generateText({ version: 2 });
    expect(pinned).toContain("Text of the saved version");
    expect(pinned).not.toContain("Text only the draft has");
  }, 120_000);
});
