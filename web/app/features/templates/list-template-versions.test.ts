import { describe, expect, it } from "vitest";
import { RouteClient } from "../../../tests/support/route-client";
import { uniqueEmail, useTestApp } from "../../../tests/support/test-app";
import * as register from "~/routes/api.auth.register";
import * as templates from "~/routes/api.templates";
import * as template from "~/routes/api.templates.$id";
import * as versions from "~/routes/api.templates.$id.versions";

useTestApp();

async function signedIn() {
  const client = new RouteClient();
  const response = await client.call(
    register.action,
    client.request("/api/auth/register", { json: { name: "Versions", email: uniqueEmail("versions"), password: "long enough" } }),
  );
  client.bearer = (await response.json()).globals.token;
  return client;
}

describe("GET /api/templates/{id}/versions", () => {
  it("lists the owner's saved versions newest first, with time and author; others get 404", async () => {
    const owner = await signedIn();
    const created = (await (await owner.call(templates.action, owner.request("/api/templates", { json: { name: "Letter" } }))).json()).data
      .template;
    for (const [version, name] of [
      [1, "Letter v2"],
      [2, "Letter v3"],
    ] as const) {
      const saved = await owner.call(template.action, owner.request(`/api/templates/${created.id}`, { json: { version, name } }), {
        id: created.id,
      });
      expect(saved.status).toBe(200);
    }
    const response = await owner.call(versions.loader, owner.request(`/api/templates/${created.id}/versions`), { id: created.id });
    expect(response.status).toBe(200);
    const list = (await response.json()).data.versions;
    expect(list.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
      [3, "Letter v3"],
      [2, "Letter v2"],
      [1, "Letter"],
    ]);
    expect(list[0]).toMatchObject({ createdBy: "Versions", createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    const other = await signedIn();
    expect((await other.call(versions.loader, other.request(`/api/templates/${created.id}/versions`), { id: created.id })).status).toBe(
      404,
    );
    expect((await other.call(versions.loader, other.request("/api/templates/nope/versions"), { id: "nope" })).status).toBe(404);
  });
});
