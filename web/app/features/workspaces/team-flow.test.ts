import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { linkIn, startSmtpInbox } from "../../../tests/support/smtp-inbox";
import { uniqueEmail } from "../../../tests/support/test-app";
import { startGenerationHarness } from "../../../tests/support/generation-harness";
import * as register from "~/routes/api.auth.register";
import * as getApiKey from "~/routes/api.apicalls.getToken";
import * as accept from "~/routes/api.invitations.$token.accept";
import * as templates from "~/routes/api.templates";
import * as template from "~/routes/api.templates.$id";
import * as testPdf from "~/routes/api.templates.$id.test-pdf";
import * as invitations from "~/routes/api.workspaces.$id.invitations";
import * as members from "~/routes/api.workspaces.$id.members";
import * as removeMember from "~/routes/api.workspaces.$id.members.$userId.delete";
import * as switchWorkspace from "~/routes/api.workspaces.$id.switch";
import * as v1Templates from "~/routes/api.v1.templates";
import { pdfText } from "@paperjet/test-kit/documents";

/**
 * Issue 13's team story through the real routes, a real SMTP server and a real
 * worker: an owner invites an editor (no account yet) and a viewer (an account
 * in Dutch) by e-mail, each accepts from the link that arrived, and each can do
 * exactly what their role allows; someone of another workspace gets 404.
 */
describe("a team: invitations by e-mail, then each role at work", () => {
  let h: Awaited<ReturnType<typeof startGenerationHarness>>;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    inbox.use();
    h = await startGenerationHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.stop();
    await inbox?.close();
  });

  async function signUp(name: string, email: string, language = "en") {
    const client = new RouteClient({ acceptLanguage: language });
    const response = await client.call(
      register.action,
      client.request("/api/auth/register", { json: { name, email, password: "long enough password" } }),
    );
    expect(response.status).toBe(201);
    const { globals } = await response.json();
    client.bearer = globals.token;
    return { client, email, workspaceId: globals.workspace.id as string };
  }

  const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

  it("invites, accepts from the e-mailed links, and enforces every role", async () => {
    const owner = await signUp("Olivia Owner", uniqueEmail("owner"));
    const viewerEmail = uniqueEmail("viewer");
    const viewer = await signUp("Vera Viewer", viewerEmail, "nl");
    const editorEmail = uniqueEmail("editor");

    for (const [email, role] of [
      [editorEmail, "editor"],
      [viewerEmail, "viewer"],
    ] as const) {
      const invited = await owner.client.call(
        invitations.action,
        owner.client.request(`/api/workspaces/${owner.workspaceId}/invitations`, { json: { email, role } }),
        { id: owner.workspaceId },
      );
      expect(invited.status).toBe(201);
      expect((await invited.json()).data.invitation).toMatchObject({
        email,
        role,
        url: expect.stringMatching(/^http:\/\/localhost:3000\/invitations\/[\w-]{43}$/),
      });
    }

    // The editor has no account: one message, in the inviter's language.
    const [editorMail] = await inbox.waitFor(editorEmail);
    expect(editorMail!.subject).toBe("Olivia Owner invited you to Olivia Owner on Paperjet");
    expect(editorMail!.text).toContain("as editor");
    expect(editorMail!.html).toContain("Open the invitation");
    // The viewer signed up in Dutch: after the sign-up's verification mail, the invitation in Dutch.
    const viewerMails = await inbox.waitFor(viewerEmail, 2);
    const viewerMail = viewerMails.find((mail) => mail.subject?.includes("uitgenodigd"))!;
    expect(viewerMail.subject).toBe("Olivia Owner heeft je uitgenodigd voor Olivia Owner op Paperjet");
    expect(viewerMail.text).toContain("als lezer");
    const viewerLink = linkIn(viewerMail, "/nl/invitations/");

    const editor = await signUp("Eddie Editor", editorEmail);
    for (const [member, link] of [
      [editor, linkIn(editorMail!, "/invitations/")],
      [viewer, viewerLink],
    ] as const) {
      const token = tokenOf(link);
      const accepted = await member.client.call(
        accept.action,
        member.client.request(`/api/invitations/${token}/accept`, { method: "POST" }),
        { token },
      );
      expect(accepted.status).toBe(200);
      expect((await accepted.json()).data.workspace.id).toBe(owner.workspaceId);
    }

    const listed = await owner.client.call(members.loader, owner.client.request(`/api/workspaces/${owner.workspaceId}/members`), {
      id: owner.workspaceId,
    });
    expect((await listed.json()).data.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, "owner"],
      [editorEmail, "editor"],
      [viewerEmail, "viewer"],
    ]);

    // The editor creates and saves a template in the team's workspace.
    const created = await editor.client.call(templates.action, editor.client.request("/api/templates", { json: { name: "Team label" } }));
    expect(created.status).toBe(201);
    const id = (await created.json()).data.template.id as string;
    const page = {
      size: "A4",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: [{ id: "t", type: "text", x: 0, y: 0, width: 150, height: 10, text: "Made by the team" }],
    };
    const saved = await editor.client.call(
      template.action,
      editor.client.request(`/api/templates/${id}`, {
        json: { version: 1, document: { schemaVersion: 1, name: "Team label", locale: "en-US", pages: [page], bindings: [] } },
      }),
      { id },
    );
    expect(saved.status).toBe(200);

    // The viewer opens it and makes a test PDF, and may change nothing.
    const opened = await viewer.client.call(template.loader, viewer.client.request(`/api/templates/${id}`), { id });
    expect((await opened.json()).data.template).toMatchObject({ id, version: 2 });
    const pdf = await viewer.client.call(testPdf.action, viewer.client.request(`/api/templates/${id}/test-pdf`, { json: {} }), { id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("X-Watermarked")).toBe("true");
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Made by the team");
    const viewerTries = {
      save: await viewer.client.call(
        template.action,
        viewer.client.request(`/api/templates/${id}`, { json: { version: 2, name: "Mine" } }),
        { id },
      ),
      delete: await viewer.client.call(template.action, viewer.client.request(`/api/templates/${id}`, { method: "DELETE" }), { id }),
      apiKey: await viewer.client.call(getApiKey.action, viewer.client.request("/api/apicalls/getToken", { json: { name: "mine" } })),
      members: await viewer.client.call(members.loader, viewer.client.request(`/api/workspaces/${owner.workspaceId}/members`), {
        id: owner.workspaceId,
      }),
    };
    expect(Object.fromEntries(Object.entries(viewerTries).map(([k, r]) => [k, r.status]))).toEqual({
      save: 403,
      delete: 403,
      apiKey: 403,
      members: 403,
    });
    // In Dutch, naming the role.
    expect((await viewerTries.save.json()).detail).toBe("Jouw rol in deze werkruimte (viewer) staat dit niet toe (templates:write).");

    // Someone of another workspace learns nothing of it.
    const stranger = await signUp("Sam Stranger", uniqueEmail("stranger"));
    const strangerTries = {
      open: await stranger.client.call(template.loader, stranger.client.request(`/api/templates/${id}`), { id }),
      pdf: await stranger.client.call(testPdf.action, stranger.client.request(`/api/templates/${id}/test-pdf`, { json: {} }), { id }),
      save: await stranger.client.call(
        template.action,
        stranger.client.request(`/api/templates/${id}`, { json: { version: 2, name: "Mine" } }),
        { id },
      ),
      delete: await stranger.client.call(template.action, stranger.client.request(`/api/templates/${id}`, { method: "DELETE" }), { id }),
      members: await stranger.client.call(members.loader, stranger.client.request(`/api/workspaces/${owner.workspaceId}/members`), {
        id: owner.workspaceId,
      }),
      invite: await stranger.client.call(
        invitations.action,
        stranger.client.request(`/api/workspaces/${owner.workspaceId}/invitations`, { json: { email: "x@example.com", role: "viewer" } }),
        { id: owner.workspaceId },
      ),
    };
    expect(Object.fromEntries(Object.entries(strangerTries).map(([k, r]) => [k, r.status]))).toEqual({
      open: 404,
      pdf: 404,
      save: 404,
      delete: 404,
      members: 404,
      invite: 404,
    });
  }, 120_000);

  it("removing a member revokes the API keys they created: the answer lists them and a removed admin's key answers 401", async () => {
    const owner = await signUp("Kim Keys", uniqueEmail("keys-owner"));
    const adminEmail = uniqueEmail("keys-admin");
    const admin = await signUp("Abe Admin", adminEmail);
    const adminId = (await h.db.selectFrom("users").select("id").where("email", "=", adminEmail).executeTakeFirstOrThrow()).id;
    await h.db.insertInto("workspace_members").values({ workspace_id: owner.workspaceId, user_id: adminId, role: "admin" }).execute();
    expect(
      (
        await admin.client.call(
          switchWorkspace.action,
          admin.client.request(`/api/workspaces/${owner.workspaceId}/switch`, { method: "POST" }),
          { id: owner.workspaceId },
        )
      ).status,
    ).toBe(200);
    const created = await admin.client.call(
      getApiKey.action,
      admin.client.request("/api/apicalls/getToken", { json: { name: "Abe's ERP" } }),
    );
    expect(created.status).toBe(201);
    const { apiKey, key } = (await created.json()).data;
    const ownersKey = (
      await (await owner.client.call(getApiKey.action, owner.client.request("/api/apicalls/getToken", { json: { name: "Kim's" } }))).json()
    ).data.apiKey;
    const keyClient = new RouteClient();
    const call = (secret: string) => keyClient.call(v1Templates.loader, keyClient.request("/api/v1/templates", { bearer: secret }));
    expect((await call(apiKey)).status).toBe(200);

    const removed = await owner.client.call(
      removeMember.action,
      owner.client.request(`/api/workspaces/${owner.workspaceId}/members/${adminId}/delete`, { method: "POST" }),
      { id: owner.workspaceId, userId: String(adminId) },
    );
    expect(removed.status).toBe(200);
    expect((await removed.json()).data).toEqual({ ok: true, revokedApiKeys: [{ id: key.id, name: "Abe's ERP", prefix: key.prefix }] });
    expect((await call(apiKey)).status).toBe(401);
    // The owner's own key is not theirs to lose.
    expect((await call(ownersKey)).status).toBe(200);
  }, 60_000);
});
