import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, Paperjet, PaperjetConnectionError, PaperjetError, retryDelayMs } from "./index.ts";

// A real HTTP server answering from a script, so the client's own fetch, headers and timing are what is tested.
let close: (() => void) | undefined;
afterEach(() => close?.());
async function serve(answers: ((req: IncomingMessage, res: ServerResponse) => void)[]) {
  const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string; at: number }[] = [];
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() });
    (answers[seen.length - 1] ?? answers.at(-1)!)(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
const problem =
  (status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  (_: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { "Content-Type": "application/problem+json", "X-Request-Id": "req_1", ...headers });
    res.end(JSON.stringify({ type: "https://paperjet.dev/problems/x", title: "Title", status, detail: "Detail", ...extra }));
  };
const pdf = (_: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { "Content-Type": "application/pdf" });
  res.end("%PDF-1.7 fake");
};

describe("the client's HTTP rule", () => {
  it("retries a 5xx with a growing delay, keeping one Idempotency-Key, and returns the bytes", async () => {
    const { baseUrl, seen } = await serve([problem(503), problem(502), pdf]);
    const client = new Paperjet({ apiKey: "pj_live_x", baseUrl, retryBaseMs: 100 });
    const bytes = await client.generate("3f0c8a52-6a1e-4c1b-9a55-0d8f2b7c1e01", { data: { name: "ACME" }, format: "pdf" });
    expect(new TextDecoder().decode(bytes)).toBe("%PDF-1.7 fake");
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.headers["idempotency-key"])).size).toBe(1);
    expect(seen[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]!.headers.authorization).toBe("Bearer pj_live_x");
    expect(JSON.parse(seen[0]!.body)).toEqual({ data: { name: "ACME" }, format: "pdf", output: "binary" });
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(90);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(190);
  });

  it("waits what Retry-After says after a 429", async () => {
    const { baseUrl, seen } = await serve([
      problem(429, {}, { "Retry-After": "1" }),
      (_, res) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ data: { templates: [] } })),
    ]);
    await expect(new Paperjet({ apiKey: "k", baseUrl, retryBaseMs: 1 }).templates.list()).resolves.toEqual([]);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("does not retry a 4xx, and throws it with its problem details", async () => {
    const { baseUrl, seen } = await serve([problem(422, { errors: { "customer.name": ["Customer name is a required field."] } })]);
    const error = await new Paperjet({ apiKey: "k", baseUrl }).generate("t").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaperjetError);
    expect(error).toMatchObject({
      status: 422,
      detail: "Detail",
      requestId: "req_1",
      errors: { "customer.name": ["Customer name is a required field."] },
    });
    expect(seen).toHaveLength(1);
  });

  it("gives up after maxRetries with the last answer, or a connection error when there was none", async () => {
    const { baseUrl, seen } = await serve([problem(500)]);
    await expect(new Paperjet({ apiKey: "k", baseUrl, maxRetries: 2, retryBaseMs: 1 }).jobs.get("job_1")).rejects.toMatchObject({
      status: 500,
    });
    expect(seen).toHaveLength(3);
    close!();
    await expect(new Paperjet({ apiKey: "k", baseUrl, maxRetries: 1, retryBaseMs: 1 }).jobs.get("job_1")).rejects.toBeInstanceOf(
      PaperjetConnectionError,
    );
  });

  it("grows the delay by doubling up to 30 s, and reads Retry-After as seconds or a date", () => {
    expect([0, 1, 2, 3].map((n) => retryDelayMs(n, undefined, 500))).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelayMs(10, new Response(null, { status: 503 }), 500)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(0, new Response(null, { status: 429, headers: { "Retry-After": "7" } }), 500)).toBe(7000);
    expect(
      retryDelayMs(0, new Response(null, { status: 429, headers: { "Retry-After": new Date(20_000).toUTCString() } }), 500, 10_000),
    ).toBe(10_000);
    expect(retryDelayMs(0, new Response(null, { status: 404 }), 500)).toBeNull();
  });
});
