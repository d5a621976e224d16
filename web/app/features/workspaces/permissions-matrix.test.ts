import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail } from "../../../tests/support/test-app";
import { startGenerationHarness } from "../../../tests/support/generation-harness";
import * as register from "~/routes/api.auth.register";
import * as apiCalls from "~/routes/api.apicalls.index";
import * as getApiKey from "~/routes/api.apicalls.getToken";
import * as dashboard from "~/routes/api.dashboard.index";
import * as accept from "~/routes/api.invitations.$token.accept";
import * as media from "~/routes/api.media.$id";
import * as templates from "~/routes/api.templates";
import * as template from "~/routes/api.templates.$id";
import * as duplicate from "~/routes/api.templates.$id.duplicate";
import * as testPdf from "~/routes/api.templates.$id.test-pdf";
import * as version from "~/routes/api.templates.$id.version.$version";
import * as versions from "~/routes/api.templates.$id.versions";
import * as draft from "~/routes/api.templates.$id.draft";
import * as search from "~/routes/api.templates.search";
import * as uploads from "~/routes/api.uploads";
import * as uploadsDestroy from "~/routes/api.uploads.destroy";
import * as uploadsIndex from "~/routes/api.uploads.index";
import * as webhooks from "~/routes/api.webhooks";
import * as signingSecret from "~/routes/api.webhooks.signing-secret";
import * as invitations from "~/routes/api.workspaces.$id.invitations";
import * as revokeInvitation from "~/routes/api.workspaces.$id.invitations.$invitationId.delete";
import * as members from "~/routes/api.workspaces.$id.members";
import * as memberRole from "~/routes/api.workspaces.$id.members.$userId";
import { can, PERMISSIONS, WORKSPACE_ROLES, type Permission, type WorkspaceRole } from "./permissions";

/**
 * Every cell of docs/permissions.md through the real routes: each role of one
 * workspace calls every route of every permission and gets its success status
 * or 403; a user of another workspace gets 404 for all of it. Test PDFs render
 * on a real worker with Chromium.
 */
type Fixture = { workspaceId: string; templateId: string; mediaId: string; invitationId: string; memberId: number };
type Call = { name: string; success: number; run: (client: RouteClient, f: Fixture) => Promise<Response> };

const PNG = path.resolve(__dirname, "../../../tests/fixtures/media/sample.png");
const doc = {
  schemaVersion: 1,
  name: "Matrix",
  locale: "en-US",
  pages: [
    {
      size: "A4",
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: [{ id: "t", type: "text", x: 0, y: 0, width: 100, height: 10, text: "Matrix test" }],
    },
  ],
  bindings: [],
};

async function upload(client: RouteClient) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(await readFile(PNG))], "logo.png"));
  return client.call(uploads.action, client.request("/api/uploads", { method: "POST", body: form }));
}

const CALLS: Record<Exclude<Permission, "billing:manage">, Call[]> = {
  "templates:read": [
    { name: "GET /api/templates", success: 200, run: (c) => c.call(templates.loader, c.request("/api/templates")) },
    {
      name: "GET /api/templates/{id}",
      success: 200,
      run: (c, f) => c.call(template.loader, c.request(`/api/templates/${f.templateId}`), { id: f.templateId }),
    },
    {
      name: "GET /api/templates/{id}/versions",
      success: 200,
      run: (c, f) => c.call(versions.loader, c.request(`/api/templates/${f.templateId}/versions`), { id: f.templateId }),
    },
    {
      name: "GET /api/templates/{id}/draft",
      success: 200,
      run: (c, f) => c.call(draft.loader, c.request(`/api/templates/${f.templateId}/draft`), { id: f.templateId }),
    },
    {
      name: "GET /api/templates/{id}/version/1",
      success: 200,
      run: (c, f) => c.call(version.loader, c.request(`/api/templates/${f.templateId}/version/1`), { id: f.templateId, version: "1" }),
    },
    {
      name: "POST /api/templates/search",
      success: 200,
      run: (c) => c.call(search.action, c.request("/api/templates/search", { json: { query: "Matrix" } })),
    },
    {
      name: "POST /api/dashboard/index",
      success: 200,
      run: (c) => c.call(dashboard.action, c.request("/api/dashboard/index", { json: {} })),
    },
  ],
  "templates:test": [
    {
      name: "POST /api/templates/{id}/test-pdf",
      success: 200,
      run: (c, f) => c.call(testPdf.action, c.request(`/api/templates/${f.templateId}/test-pdf`, { json: {} }), { id: f.templateId }),
    },
  ],
  "media:read": [
    {
      name: "POST /api/uploads/index",
      success: 200,
      run: (c) => c.call(uploadsIndex.action, c.request("/api/uploads/index", { json: {} })),
    },
    {
      name: "GET /api/media/{id}",
      success: 200,
      run: (c, f) => c.call(media.loader, c.request(`/api/media/${f.mediaId}`), { id: f.mediaId }),
    },
  ],
  "templates:write": [
    {
      name: "POST /api/templates",
      success: 201,
      run: (c) => c.call(templates.action, c.request("/api/templates", { json: { name: "New" } })),
    },
    {
      name: "POST /api/templates/{id}",
      success: 200,
      run: (c, f) =>
        c.call(template.action, c.request(`/api/templates/${f.templateId}`, { json: { name: "Saved", version: 1 } }), { id: f.templateId }),
    },
    {
      name: "PUT /api/templates/{id}/draft",
      success: 200,
      run: (c, f) =>
        c.call(draft.action, c.request(`/api/templates/${f.templateId}/draft`, { method: "PUT", json: { revision: 0, document: doc } }), {
          id: f.templateId,
        }),
    },
    {
      name: "POST /api/templates/{id}/versions",
      success: 201,
      run: (c, f) =>
        c.call(versions.action, c.request(`/api/templates/${f.templateId}/versions`, { json: { revision: 0, note: "Matrix" } }), {
          id: f.templateId,
        }),
    },
    {
      name: "POST /api/templates/{id}/duplicate",
      success: 201,
      run: (c, f) => c.call(duplicate.action, c.request(`/api/templates/${f.templateId}/duplicate`, { json: {} }), { id: f.templateId }),
    },
    {
      name: "DELETE /api/templates/{id}",
      success: 200,
      run: (c, f) => c.call(template.action, c.request(`/api/templates/${f.templateId}`, { method: "DELETE" }), { id: f.templateId }),
    },
  ],
  "media:write": [
    { name: "POST /api/uploads", success: 201, run: (c) => upload(c) },
    {
      name: "POST /api/uploads/destroy",
      success: 200,
      run: (c, f) => c.call(uploadsDestroy.action, c.request("/api/uploads/destroy", { json: { id: f.mediaId } })),
    },
  ],
  "api-calls:read": [
    { name: "POST /api/apicalls/index", success: 200, run: (c) => c.call(apiCalls.action, c.request("/api/apicalls/index", { json: {} })) },
  ],
  "webhooks:manage": [
    { name: "GET /api/webhooks", success: 200, run: (c) => c.call(webhooks.loader, c.request("/api/webhooks")) },
    {
      name: "POST /api/webhooks/signing-secret",
      success: 200,
      run: (c) => c.call(signingSecret.action, c.request("/api/webhooks/signing-secret", { method: "POST" })),
    },
  ],
  "api-keys:manage": [
    {
      name: "POST /api/apicalls/getToken",
      success: 201,
      run: (c) => c.call(getApiKey.action, c.request("/api/apicalls/getToken", { json: { name: "k" } })),
    },
  ],
  "members:manage": [
    {
      name: "GET /api/workspaces/{id}/members",
      success: 200,
      run: (c, f) => c.call(members.loader, c.request(`/api/workspaces/${f.workspaceId}/members`), { id: f.workspaceId }),
    },
    {
      name: "POST /api/workspaces/{id}/invitations",
      success: 201,
      run: (c, f) =>
        c.call(
          invitations.action,
          c.request(`/api/workspaces/${f.workspaceId}/invitations`, { json: { email: uniqueEmail("extra"), role: "viewer" } }),
          { id: f.workspaceId },
        ),
    },
    {
      name: "POST /api/workspaces/{id}/members/{userId}",
      success: 200,
      run: (c, f) =>
        c.call(memberRole.action, c.request(`/api/workspaces/${f.workspaceId}/members/${f.memberId}`, { json: { role: "viewer" } }), {
          id: f.workspaceId,
          userId: String(f.memberId),
        }),
    },
    {
      name: "POST /api/workspaces/{id}/invitations/{invitationId}/delete",
      success: 200,
      run: (c, f) =>
        c.call(
          revokeInvitation.action,
          c.request(`/api/workspaces/${f.workspaceId}/invitations/${f.invitationId}/delete`, { method: "POST" }),
          { id: f.workspaceId, invitationId: f.invitationId },
        ),
    },
  ],
};

/** The matrix as docs/permissions.md states it: role → allowed, per permission. The routes are held to the document. */
async function documentedMatrix(): Promise<Record<string, Record<WorkspaceRole, boolean>>> {
  const text = await readFile(path.resolve(__dirname, "../../../../docs/permissions.md"), "utf8");
  const rows = text.split("\n").filter((line) => /^\| `[a-z-]+:[a-z-]+` \|/.test(line));
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row
        .split("|")
        .slice(1, 6)
        .map((c) => c.trim());
      return [
        cells[0]!.replace(/`/g, ""),
        Object.fromEntries(WORKSPACE_ROLES.map((role, i) => [role, cells[i + 1] === "yes"])) as Record<WorkspaceRole, boolean>,
      ];
    }),
  );
}

async function signUp(label: string) {
  const client = new RouteClient();
  const email = uniqueEmail(label);
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: label, email, password: "long enough password" } }),
  );
  const { globals } = await response.json();
  client.bearer = globals.token;
  return { client, email, userId: globals.user.id as number, workspaceId: globals.workspace.id as string };
}

describe("the permission matrix through the real routes", () => {
  let h: Awaited<ReturnType<typeof startGenerationHarness>>;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let outsider: Awaited<ReturnType<typeof signUp>>;
  const byRole = new Map<WorkspaceRole, Awaited<ReturnType<typeof signUp>>>();
  let documented: Awaited<ReturnType<typeof documentedMatrix>>;

  beforeAll(async () => {
    documented = await documentedMatrix();
    h = await startGenerationHarness();
    owner = await signUp("owner");
    outsider = await signUp("outsider");
    byRole.set("owner", owner);
    for (const role of ["admin", "editor", "viewer"] as const) {
      const member = await signUp(role);
      const invited = await owner.client.call(
        invitations.action,
        owner.client.request(`/api/workspaces/${owner.workspaceId}/invitations`, { json: { email: member.email, role } }),
        { id: owner.workspaceId },
      );
      expect(invited.status).toBe(201);
      const token = new URL((await invited.json()).data.invitation.url).pathname.split("/").pop()!;
      const accepted = await member.client.call(
        accept.action,
        member.client.request(`/api/invitations/${token}/accept`, { method: "POST" }),
        { token },
      );
      expect(accepted.status).toBe(200);
      expect((await accepted.json()).globals.workspace).toEqual({ id: owner.workspaceId, name: "owner", role });
      byRole.set(role, member);
    }
  }, 120_000);
  afterAll(() => h?.stop());

  /** A fresh template, medium, member and invitation of the owner's workspace for one call, so calls that change things never change another's. */
  async function fixture(): Promise<Fixture> {
    const created = await owner.client.call(
      templates.action,
      owner.client.request("/api/templates", { json: { name: "Matrix", document: doc } }),
    );
    const templateId = (await created.json()).data.template.id as string;
    const mediaId = (await (await upload(owner.client)).json()).data.media.id as string;
    const invited = await owner.client.call(
      invitations.action,
      owner.client.request(`/api/workspaces/${owner.workspaceId}/invitations`, { json: { email: uniqueEmail("pending"), role: "viewer" } }),
      { id: owner.workspaceId },
    );
    const invitationId = (await invited.json()).data.invitation.id as string;
    const spare = await signUp("spare");
    const again = await owner.client.call(
      invitations.action,
      owner.client.request(`/api/workspaces/${owner.workspaceId}/invitations`, { json: { email: spare.email, role: "editor" } }),
      { id: owner.workspaceId },
    );
    const token = new URL((await again.json()).data.invitation.url).pathname.split("/").pop()!;
    expect(
      (await spare.client.call(accept.action, spare.client.request(`/api/invitations/${token}/accept`, { method: "POST" }), { token }))
        .status,
    ).toBe(200);
    return { workspaceId: owner.workspaceId, templateId, mediaId, invitationId, memberId: spare.userId };
  }

  for (const [permission, calls] of Object.entries(CALLS) as [keyof typeof CALLS, Call[]][]) {
    for (const call of calls) {
      it(`${permission} (least role: ${PERMISSIONS[permission]}): ${call.name}`, async () => {
        const statuses: Record<string, number> = {};
        const expected: Record<string, number> = {};
        for (const role of WORKSPACE_ROLES) {
          const response = await call.run(byRole.get(role)!.client, await fixture());
          statuses[role] = response.status;
          expected[role] = documented[permission]![role] ? call.success : 403;
          if (response.status === 403) expect((await response.json()).detail).toContain(`(${role})`);
        }
        // Another tenant learns nothing: the same call on this workspace's ids is a 404.
        const foreign = await call.run(outsider.client, await fixture());
        statuses.outsider = foreign.status;
        expected.outsider = call.name.includes("{") || call.name.includes("/destroy") ? 404 : call.success;
        expect(statuses).toEqual(expected);
      }, 120_000);
    }
  }

  it("the code's table (PERMISSIONS) is the documented one, row for row", () => {
    expect(Object.keys(documented).sort()).toEqual(Object.keys(PERMISSIONS).sort());
    for (const permission of Object.keys(PERMISSIONS) as Permission[]) {
      expect(documented[permission], permission).toEqual(Object.fromEntries(WORKSPACE_ROLES.map((role) => [role, can(role, permission)])));
    }
  });
});
