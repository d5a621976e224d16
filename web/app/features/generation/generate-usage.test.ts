import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as generate } from "~/routes/api.v1.generate.single.$templateId";
import { getRedis } from "~/utils/redis.server";
import { env } from "~/config/env.server";
import { listApiCalls } from "~/features/usage/list-api-calls.server";
import { loadFixture, pdfText } from "@paperjet/test-kit/documents";
import { generateRequest, startGenerationHarness } from "../../../tests/support/generation-harness";
import { handleGenerateRequest } from "./handle-generate-request.server";

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
const label = loadFixture("label");

beforeAll(async () => {
  h = await startGenerationHarness({ privateRedis: true });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const call = (templateId: string, options: Parameters<typeof generateRequest>[1]) =>
  generate({ request: generateRequest(templateId, options), params: { templateId }, context: {} }) as Promise<Response>;

/** A test call's watermark, and the one past a plan's allowance that says why (spaces left out, as pdftotext splits them). */
const TEST_MARK = "PAPERJET·TEST";
const FREE_LIMIT_MARK = "Freeplanlimitreached—upgradetoremove";

async function watermarkOf(response: Response, expected?: string) {
  expect(response.status).toBe(200);
  const header = response.headers.get("X-Watermarked");
  // The watermark is real (diagonal) text in the PDF, so the header and the file must agree.
  const text = pdfText(Buffer.from(await response.arrayBuffer()), "-raw").replace(/\s+/g, "");
  expect(text.includes("PAPERJET") || text.includes("limitreached")).toBe(header === "true");
  if (expected) expect(text).toContain(expected);
  return header === "true";
}

/** The test database, except that inserts into `table` wait `ms` before they run, so a write behind the answer is still missing when it returns. */
function delayInsertsInto<T extends object>(db: T, table: string, ms: number): T {
  const delayed = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === "execute") return async () => (await new Promise((r) => setTimeout(r, ms)), value.call(target));
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const next = value.apply(target, args);
          return next && typeof next === "object" && "execute" in next ? delayed(next) : next;
        };
      },
    });
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop !== "insertInto") return value.bind(target);
      return (into: string) => (into === table ? delayed(value.call(target, into)) : value.call(target, into));
    },
  });
}

async function addPastCalls(workspaceId: string, count: number, createdAt: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    workspace_id: workspaceId,
    request_id: `past-${i}`,
    format: "pdf",
    status: 200,
    created_at: createdAt,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await h.db
      .insertInto("api_calls")
      .values(rows.slice(i, i + 500))
      .execute();
}

describe("plans and watermarks (docs/product.md §9)", () => {
  it("free: the first 5 generations are clean, the 6th is watermarked; test calls always are and never count", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data, test: true } }), TEST_MARK)).toBe(true);
    for (let i = 0; i < 5; i++) expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data } }))).toBe(false);
    // Past the allowance the watermark says why, not "TEST".
    const sixth = await call(id, { apiKey: user.apiKey, body: { data: label.data } });
    expect(await watermarkOf(sixth, FREE_LIMIT_MARK)).toBe(true);
    const usage = await listApiCalls({ db: h.db, workspaceId: user.workspaceId, perPage: 3 });
    expect(usage.total).toBe(7);
    expect(usage.calls).toHaveLength(3);
    expect(usage.generated.total).toBe(6);
  });

  it("free: of 8 simultaneous first calls exactly 5 come out clean, and each is charged once", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(id, { apiKey: user.apiKey, body: { data: label.data } })));
    const watermarks = await Promise.all(responses.map((r) => watermarkOf(r)));
    expect(watermarks.filter((w) => !w)).toHaveLength(5);
    expect((await listApiCalls({ db: h.db, workspaceId: user.workspaceId })).generated.total).toBe(8);
    expect(await h.db.selectFrom("generation_reservations").selectAll().where("workspace_id", "=", user.workspaceId).execute()).toEqual([]);
  });

  it("free: a call that fails before rendering (invalid data, unknown template or version) takes no place in the allowance", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    // Taking a place is the one transaction of this path (Idempotency-Key aside).
    let transactions = 0;
    const db = new Proxy(h.db, {
      get(target, prop) {
        if (prop === "transaction") transactions++;
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const send = (templateId: string, body: unknown) =>
      handleGenerateRequest({
        request: generateRequest(templateId, { apiKey: user.apiKey, body }),
        templateId,
        deps: {
          db,
          redis: getRedis(),
          renderTimeoutMs: 30_000,
          maxBodyBytes: 5 * 1024 * 1024,
          rateLimitPerMinute: 1_000,
          renderLimits: env().rendering,
        },
      });
    expect((await send(id, { data: { ...label.data, fragile: "yes" } })).status).toBe(422);
    expect((await send(id, { data: label.data, version: 99 })).status).toBe(404);
    expect((await send("00000000-0000-4000-8000-000000000000", { data: label.data })).status).toBe(404);
    expect(transactions).toBe(0);
    expect(await watermarkOf(await send(id, { data: label.data }))).toBe(false);
    expect(transactions).toBe(1);
  });

  it("basic: clean up to 1,000 in the calendar month, then watermarked; last month does not count", async () => {
    const user = await h.createUser("basic");
    const id = await h.createTemplate(user, label.document);
    const now = new Date();
    await addPastCalls(user.workspaceId, 1_000, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    await addPastCalls(user.workspaceId, 999, now);
    expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data } }))).toBe(false);
    expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data } }))).toBe(true);
  });

  it("enterprise: never watermarked, except test calls", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    await addPastCalls(user.workspaceId, 2_000, new Date());
    expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data } }))).toBe(false);
    expect(await watermarkOf(await call(id, { apiKey: user.apiKey, body: { data: label.data, test: true } }))).toBe(true);
  });
});

describe("Idempotency-Key", () => {
  it("replays the same key and body with one charge; another body is 422", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    const headers = { "Idempotency-Key": "order-42" };
    const first = await call(id, { apiKey: user.apiKey, headers, body: { data: label.data } });
    const firstText = pdfText(Buffer.from(await first.arrayBuffer()));
    // Same body with other whitespace and key order.
    const again = await call(id, { apiKey: user.apiKey, headers, body: `{ "data": ${JSON.stringify(label.data, null, 2)} }` });
    expect(again.status).toBe(200);
    expect(pdfText(Buffer.from(await again.arrayBuffer()))).toBe(firstText);
    expect(again.headers.get("X-Watermarked")).toBe(first.headers.get("X-Watermarked"));
    const other = await call(id, { apiKey: user.apiKey, headers, body: { data: { ...label.data, tracking: "OTHER" } } });
    expect(other.status).toBe(422);
    const calls = await h.db
      .selectFrom("api_calls")
      .select(["status", "replay"])
      .where("workspace_id", "=", user.workspaceId)
      .orderBy("id")
      .execute();
    expect(calls).toEqual([
      { status: 200, replay: false },
      { status: 200, replay: true },
      { status: 422, replay: false },
    ]);
    expect((await listApiCalls({ db: h.db, workspaceId: user.workspaceId })).generated.total).toBe(1);
  });
});

describe("Idempotency-Key window", () => {
  it("forgets a key after 24 h: the same key then runs (and counts) again", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    const headers = { "Idempotency-Key": "nightly-run" };
    expect((await call(id, { apiKey: user.apiKey, headers, body: { data: label.data } })).status).toBe(200);
    await h.db
      .updateTable("idempotency_keys")
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where("workspace_id", "=", user.workspaceId)
      .execute();
    const later = await call(id, { apiKey: user.apiKey, headers, body: { data: { ...label.data, tracking: "NEW" } } });
    expect(later.status).toBe(200);
    expect((await listApiCalls({ db: h.db, workspaceId: user.workspaceId })).generated.total).toBe(2);
  });
});

describe("Idempotency-Key while the first call runs", () => {
  it("answers 409 to the same key until the first call finishes", async () => {
    const user = await h.createUser("enterprise");
    const invoice = loadFixture("invoice-en");
    const id = await h.createTemplate(user, invoice.document);
    const lines = Array.from({ length: 1_500 }, (_, i) => ({ item: `Row ${i}`, hours: 1, rate: 1, total: 1 }));
    const body = { data: { ...invoice.data, lines } };
    const headers = { "Idempotency-Key": "slow-one" };
    const first = call(id, { apiKey: user.apiKey, headers, body });
    await expect
      .poll(
        async () =>
          (await h.db.selectFrom("idempotency_keys").select("state").where("workspace_id", "=", user.workspaceId).executeTakeFirst())
            ?.state,
        { interval: 10 },
      )
      .toBe("running");
    const second = await call(id, { apiKey: user.apiKey, headers, body });
    expect(second.status).toBe(409);
    expect((await first).status).toBe(200);
  });
});

describe("when the usage record is written", () => {
  const SLOW_INSERT_MS = 400;
  const recorded = (requestId: string | null) =>
    h.db.selectFrom("api_calls").select("status").where("request_id", "=", requestId!).execute();
  const generateWithSlowRecord = (id: string, apiKey: string, body: object) =>
    handleGenerateRequest({
      request: generateRequest(id, { apiKey, body }),
      templateId: id,
      deps: {
        db: delayInsertsInto(h.db, "api_calls", SLOW_INSERT_MS),
        redis: getRedis(),
        renderTimeoutMs: 30_000,
        maxBodyBytes: 5 * 1024 * 1024,
        rateLimitPerMinute: 1_000,
        renderLimits: env().rendering,
      },
    });

  it("free plan: the record a later watermark decision counts is in the database before the answer", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    const response = await generateWithSlowRecord(id, user.apiKey, { data: label.data });
    expect(response.status).toBe(200);
    expect(await recorded(response.headers.get("X-Request-Id"))).toEqual([{ status: 200 }]);
  });

  it("enterprise plan: the answer does not wait for the call log, which still gets its row", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const response = await generateWithSlowRecord(id, user.apiKey, { data: label.data });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("X-Request-Id");
    expect(await recorded(requestId)).toEqual([]);
    await expect.poll(() => recorded(requestId), { timeout: 5_000 }).toEqual([{ status: 200 }]);
  });
});

describe("limits and dependencies", () => {
  const deps = (over: Partial<Parameters<typeof handleGenerateRequest>[0]["deps"]> = {}) => ({
    db: h.db,
    redis: getRedis(),
    renderTimeoutMs: 30_000,
    maxBodyBytes: 5 * 1024 * 1024,
    rateLimitPerMinute: 1_000,
    renderLimits: env().rendering,
    ...over,
  });

  it("answers 413 past the payload limit", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const big = { data: { ...label.data, padding: "x".repeat(6 * 1024 * 1024) } };
    expect((await call(id, { apiKey: user.apiKey, body: big })).status).toBe(413);
  });

  it("answers 400 for malformed JSON and 415 for another content type", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    expect((await call(id, { apiKey: user.apiKey, body: "{ not json" })).status).toBe(400);
    expect(
      (await call(id, { apiKey: user.apiKey, body: "data=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } })).status,
    ).toBe(415);
  });

  it("answers 429 with Retry-After past the per-key rate limit", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 3; i++) {
      const response = await handleGenerateRequest({
        request: generateRequest(id, { apiKey: user.apiKey, body: { data: label.data } }),
        templateId: id,
        deps: deps({ rateLimitPerMinute: 2 }),
      });
      statuses.push(response.status);
      retryAfter ??= response.headers.get("Retry-After");
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it("answers 504 with the job id when no worker answers in time, and charges nothing", async () => {
    const user = await h.createUser("free");
    const id = await h.createTemplate(user, label.document);
    // Every worker is busy with a pause: the queue holds the job past the deadline.
    const { getRenderProducer } = await import("~/utils/queue.server");
    await getRenderProducer().queue.pause();
    try {
      const started = Date.now();
      const response = await handleGenerateRequest({
        request: generateRequest(id, { apiKey: user.apiKey, body: { data: label.data } }),
        templateId: id,
        deps: deps({ renderTimeoutMs: 1_000 }),
      });
      expect(response.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await response.json()).jobId).toBe(response.headers.get("X-Request-Id"));
    } finally {
      await getRenderProducer().queue.resume();
    }
    const calls = await h.db.selectFrom("api_calls").select(["status"]).where("workspace_id", "=", user.workspaceId).execute();
    expect(calls).toEqual([{ status: 504 }]);
  });

  it("never writes an API key to the logs, even for failing calls", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const seen: string[] = [];
    const capture = (...args: unknown[]) => void seen.push(args.map(String).join(" "));
    const spies = [
      vi.spyOn(console, "log").mockImplementation(capture),
      vi.spyOn(console, "error").mockImplementation(capture),
      vi.spyOn(console, "warn").mockImplementation(capture),
    ];
    const writes = vi.spyOn(process.stdout, "write");
    try {
      await call(id, { apiKey: user.apiKey, body: { data: label.data } });
      await call(id, { apiKey: user.apiKey, body: "{ broken" });
      await call(id, { apiKey: `${user.apiKey}x`, body: {} });
    } finally {
      spies.forEach((s) => s.mockRestore());
      seen.push(...writes.mock.calls.map((c) => String(c[0])));
      writes.mockRestore();
    }
    // Everything after the visible prefix (pj_ and 8 characters); base64url may put "_" inside it too.
    const secret = user.apiKey.slice("pj_xxxxxxxx_".length);
    expect(secret).toHaveLength(43);
    expect(seen.join("\n")).not.toContain(secret);
    for (const worker of h.workers) expect(worker.output()).not.toContain(secret);
  });
});
