import { JSON_MAX_DEPTH } from "@paperjet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFixture } from "@paperjet/test-kit/documents";
import { startSeededStack } from "./support/stack";

// Finding 4 of issue 18: each of these was a 500 (or a 503 clients retry).
describe("bad input is a 4xx", () => {
  let stack: Awaited<ReturnType<typeof startSeededStack>>;
  let apiKey: string;
  let templateId: string;
  let token: string;
  const label = loadFixture("label");
  beforeAll(async () => {
    stack = await startSeededStack({
      seed: async (seed) => {
        const tenant = await seed.tenant();
        apiKey = tenant.apiKey;
        templateId = await seed.template(tenant, label.document);
      },
    });
    const register = await call("/api/auth/register", {
      name: "Bad Input",
      email: `bad.${Date.now()}@example.com`,
      password: "long enough",
    });
    token = (await register.json()).globals.token;
  }, 300_000);
  afterAll(async () => stack?.stop());

  function call(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${stack.server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }
  const generate = (body: unknown) => call(`/api/v1/generate/single/${templateId}`, body, { Authorization: `Bearer ${apiKey}` });

  it("refuses an expression with 1,000 nested parentheses with a 422 naming the element", async () => {
    const document = structuredClone(label.document) as { pages: { elements: { id: string; text?: string }[] }[] };
    document.pages[0].elements.find((e) => e.id === "track")!.text = `{{ ${"(".repeat(1000)}1${")".repeat(1000)} }}`;
    const response = await call("/api/templates", { name: "Deep", document });
    expect(response.status).toBe(422);
    const problem = await response.json();
    expect(JSON.stringify(problem.errors)).toContain("pages[0].elements[3].text");
    expect(JSON.stringify(problem)).toContain("nested more than 100 levels deep");
  });

  it("refuses data nested 5,000 deep with a 422 naming the limit, not a 503", async () => {
    const response = await generate(`{"data":{"to":${"[".repeat(5000)}${"]".repeat(5000)}}}`);
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe(`The body is nested more than ${JSON_MAX_DEPTH} levels deep.`);
  });

  it.each([
    ["a NUL", '{"name":"a\\u0000b"}'],
    ["a lone surrogate", '{"name":"\\ud800"}'],
  ])("refuses a template name with %s with 422 on name", async (_what, body) => {
    const response = await call("/api/templates", body);
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(["name"]);
  });

  it("refuses version 1000000000000 on generate with 422 on version", async () => {
    const response = await generate({ version: 1_000_000_000_000, test: true });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(["version"]);
  });

  it("answers a version out of integer range with 404", async () => {
    const created = await call("/api/templates", { name: "Versions" });
    const id = (await created.json()).data.template.id;
    const response = await fetch(`${stack.server.url}/api/templates/${id}/version/99999999999999`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
  });

  it.each(["/app/api", "/auth/login.data", "/nl/auth/login"])(
    "answers a cross-origin POST to the page action %s with 403",
    async (path) => {
      const response = await fetch(`${stack.server.url}${path}`, {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40example.com&password=x",
        redirect: "manual",
      });
      expect(response.status).toBe(403);
      expect((await response.json()).detail).toBe(
        path.startsWith("/nl") ? "Verzoeken vanaf een andere website worden niet geaccepteerd." : "Cross-site requests are not accepted.",
      );
    },
  );
});
