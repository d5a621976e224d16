import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createOpenApiDocument } from "@paperjet/contracts";
import { action as createUrl } from "~/routes/api.v1.signed-urls";
import { loader as getSigned } from "~/routes/api.v1.signed.$templateId";
import { imageHeader, loadFixture } from "@paperjet/test-kit/documents";
import { useGenerationHarness } from "../../../tests/support/generation-harness";
import { getUrlSigningSecret } from "./get-url-signing-secret.server";
import { rotateUrlSigningSecret } from "./rotate-url-signing-secret.server";

const harness = useGenerationHarness();
const label = loadFixture("label");

const post = (apiKey: string | undefined, body: unknown) =>
  createUrl({
    request: new Request("http://localhost/api/v1/signed-urls", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(body),
    }),
    params: {},
    context: {},
  }) as Promise<Response>;

const get = (url: string, headers: Record<string, string> = {}) => {
  const templateId = /\/api\/v1\/signed\/([^?]+)/.exec(url)![1];
  return getSigned({ request: new Request(url, { headers }), params: { templateId }, context: {} }) as Promise<Response>;
};
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("signed URLs", () => {
  it("creates a URL that renders without a key, answers repeats from the cache (counted once), 304s a known ETag, 403s a changed byte", async () => {
    const h = harness.current;
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    expect((await post(undefined, { templateId: id, format: "png" })).status).toBe(401);
    const created = await post(user.apiKey, { templateId: id, format: "png", data: label.data });
    expect(created.status).toBe(200);
    const { data } = await created.json();
    expect(data.url).toMatch(
      new RegExp(`/api/v1/signed/${id}\\?format=png&data=[A-Za-z0-9_-]+&version=1&page=1&scale=1&signature=[0-9a-f]{64}$`),
    );

    const first = await get(data.url);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+, immutable$/);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const image = await bytes(first);
    expect(imageHeader(image)).toEqual({ format: "png", width: 378, height: 567 });

    const second = await get(data.url);
    expect(second.status).toBe(200);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.headers.get("ETag")).toBe(etag);
    expect((await bytes(second)).equals(image)).toBe(true);
    const calls = await h.db
      .selectFrom("api_calls")
      .select(["status", "format", "api_key_id"])
      .where("workspace_id", "=", user.workspaceId)
      .execute();
    expect(calls).toEqual([{ status: 200, format: "png", api_key_id: null }]);

    const notModified = await get(data.url, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);

    // One changed byte of the data: the signature no longer holds.
    const at = data.url.indexOf("&data=") + 8;
    const tampered = data.url.slice(0, at) + (data.url[at] === "A" ? "B" : "A") + data.url.slice(at + 1);
    const forbidden = await get(tampered, { "Accept-Language": "nl-NL" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get("Content-Type")).toContain("application/problem+json");
    expect((await forbidden.json()).detail).toBe("De handtekening past niet bij deze URL.");
    expect((await get(data.url.replace(/signature=[0-9a-f]{64}$/, `signature=${"0".repeat(64)}`))).status).toBe(403);

    // A rotated secret invalidates every URL signed before.
    await rotateUrlSigningSecret(h.db, user.workspaceId);
    expect((await get(data.url)).status).toBe(403);
  }, 120_000);

  it("answers 410 once a URL's expiresAt has passed", async () => {
    const h = harness.current;
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const expiresAt = new Date(Date.now() + 1_500).toISOString();
    const { data } = await (await post(user.apiKey, { templateId: id, format: "jpeg", data: label.data, expiresAt })).json();
    expect(data.url).toContain(`&expires=${Math.floor(Date.parse(expiresAt) / 1000)}&`);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 1_100));
    const gone = await get(data.url);
    expect(gone.status).toBe(410);
    expect((await gone.json()).detail).toBe("This signed URL expired.");
    expect((await get(data.url, { "Accept-Language": "nl" })).status).toBe(410);
  }, 60_000);

  it("renders a URL signed in the customer's own code with node:crypto, as docs/signed-urls.md describes", async () => {
    const h = harness.current;
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const secret = await getUrlSigningSecret(h.db, user.workspaceId);

    // The documented scheme, written out without any of the product's code.
    const params = new URLSearchParams({
      format: "webp",
      data: Buffer.from(JSON.stringify(label.data)).toString("base64url"),
      scale: "2",
      quality: "70",
    });
    const pathAndQuery = `/api/v1/signed/${id}?${params}`;
    const signature = createHmac("sha256", secret).update(pathAndQuery).digest("hex");
    const response = await get(`http://localhost:3000${pathAndQuery}&signature=${signature}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(imageHeader(await bytes(response))).toEqual({ format: "webp", width: 756, height: 1134 });

    const past = new URLSearchParams({ format: "pdf", expires: String(Math.floor(Date.now() / 1000) - 60) });
    const expired = `/api/v1/signed/${id}?${past}`;
    expect(
      (await get(`http://localhost:3000${expired}&signature=${createHmac("sha256", secret).update(expired).digest("hex")}`)).status,
    ).toBe(410);
  }, 120_000);

  it("is in the OpenAPI document: the POST with the API key, the GET without", () => {
    const doc = createOpenApiDocument() as unknown as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    expect(doc.paths["/api/v1/signed-urls"].post).toMatchObject({ operationId: "createSignedUrl", security: [{ apiKey: [] }] });
    expect(doc.paths["/api/v1/signed/{templateId}"].get).toMatchObject({ operationId: "getSignedFile", security: [] });
  });
});
