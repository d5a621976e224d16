import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededStack } from "./support/stack";

const CLOSED_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Findings 5 and 6 of issue 18, through the built server.
describe("uploads, headers and the address filter", () => {
  let stack: Awaited<ReturnType<typeof startSeededStack>>;
  let token: string;
  let apiKey: string;
  let imageTemplateId: string;
  beforeAll(async () => {
    stack = await startSeededStack({
      seed: async (seed) => {
        const tenant = await seed.tenant();
        apiKey = tenant.apiKey;
        // Points at this machine's loopback through the IPv4-translated form; the port is irrelevant, it must never be tried.
        const src = "http://[::ffff:0:7f00:1]:9/x.png";
        imageTemplateId = await seed.template(tenant, {
          schemaVersion: 1,
          name: "Image",
          pages: [{ size: "A4", elements: [{ id: "logo", type: "image", x: 0, y: 0, width: 10, height: 10, src }] }],
        });
      },
    });
    const register = await fetch(`${stack.server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Uploader", email: `uploader.${Date.now()}@example.com`, password: "long enough" }),
    });
    token = (await register.json()).globals.token;
  }, 300_000);
  afterAll(async () => stack?.stop());

  function upload(svg: string) {
    const form = new FormData();
    form.append("file", new Blob([svg], { type: "image/svg+xml" }), "logo.svg");
    return fetch(`${stack.server.url}/api/uploads`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  }

  it.each([
    [
      "a namespace-prefixed script",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" width="10" height="10"><x:script>alert(1)</x:script></svg>',
      "contains a script (x:script)",
    ],
    [
      "a namespace-prefixed foreignObject",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" width="10" height="10"><x:foreignObject><b>hi</b></x:foreignObject></svg>',
      "contains embedded content (x:foreignObject)",
    ],
    [
      "a remote fill in style",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" style="fill:url(http://evil.example/p)"/></svg>',
      "loads an external resource through url()",
    ],
  ])("refuses an SVG with %s (422, saying why)", async (_what, svg, reason) => {
    const response = await upload(svg);
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe(`This SVG cannot be used: it ${reason}.`);
  });

  it("stores a plain SVG drawing (201)", async () => {
    const response = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#123456"/></svg>',
    );
    expect(response.status).toBe(201);
  });

  it("sends nosniff and a closed CSP on API JSON, problems, the OpenAPI document and assets", async () => {
    const home = await fetch(stack.server.url);
    const asset = /\/assets\/[\w.-]+\.js/.exec(await home.text())![0];
    for (const path of ["/api/health", "/api/templates", "/api/v1/openapi.json", asset]) {
      const response = await fetch(`${stack.server.url}${path}`);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy"), path).toBe(CLOSED_CSP);
    }
    // Pages keep their own policy (one header, with the script nonce).
    expect(home.headers.get("Content-Security-Policy")).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+'/);
    expect(home.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses an image at the IPv4-translated ::ffff:0:7f00:1 (422 naming 127.0.0.1)", async () => {
    const response = await fetch(`${stack.server.url}/api/v1/generate/single/${imageTemplateId}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ test: true }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toContain("::ffff:0:7f00:1 embeds 127.0.0.1");
  });
});
