import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postChunked, residentBytes, startStack } from "./support/stack";

const MB = 1024 * 1024;

// Finding 2 of issue 18: unauthenticated bodies were read whole before the size check, and a
// generation body past the limit got 100 Continue and then a closed connection.
describe("bounded body reading", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let templateId: string;
  let apiKey: string;
  beforeAll(async () => {
    stack = await startStack({
      seed: async (seed) => {
        const tenant = await seed.tenant();
        apiKey = tenant.apiKey;
        templateId = await seed.template(tenant, { name: "Label", pages: [{ elements: [] }] });
      },
    });
  }, 300_000);
  afterAll(async () => stack?.stop());

  it("refuses four concurrent 50 MB chunked logins with 413 while web's memory grows by less than 20 MB", async () => {
    const login = `${stack.server.url}/api/auth/login`;
    const refuseFour = () => Promise.all(Array.from({ length: 4 }, () => postChunked(login, { bytes: 50 * MB })));
    // A first round loads the route modules and lets V8 grow its young generation to what four
    // concurrent requests need (a one-time 16–32 MB step); memory is measured over the second.
    expect((await refuseFour()).map((r) => r.status)).toEqual([413, 413, 413, 413]);
    const before = residentBytes(stack.server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(stack.server.pid))), 20);
    const results = await refuseFour();
    clearInterval(sampler);
    expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(peak - before, `RSS ${before / MB} → ${peak / MB} MB`).toBeLessThan(20 * MB);
  }, 120_000);

  it("refuses a 50 MB chunked contact form with 413", async () => {
    const result = await postChunked(`${stack.server.url}/api/forms/contact`, { bytes: 50 * MB, headers: { Origin: stack.server.url } });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(50 * MB);
  });

  it("answers a 50 MB chunked generation body sent after 100 Continue with a 413 status", async () => {
    const result = await postChunked(`${stack.server.url}/api/v1/generate/single/${templateId}`, {
      bytes: 50 * MB,
      expectContinue: true,
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(result.status).toBe(413);
  });

  it("answers a page action's oversized form with 413, not 500", async () => {
    const body = `email=a%40example.com&password=${"x".repeat(200_000)}`;
    const response = await fetch(`${stack.server.url}/auth/login`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });
    expect(response.status).toBe(413);
  });
});
