import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFixture, pdfInfo, pdfText } from "@paperjet/test-kit/documents";
import { createQueueClient } from "./queue-client.ts";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";

const redisUrl = process.env.REDIS_URL!;
let worker: SpawnedWorker;
let client: Awaited<ReturnType<typeof createQueueClient>>;

beforeAll(async () => {
  // One page: jobs that arrive while it prints wait for it together, and share its next print.
  worker = await spawnWorker({ redisUrl, id: `coalesce-${process.pid}`, env: { RENDER_CONCURRENCY: "1", RENDER_PREFETCH: "9" } });
  client = await createQueueClient(redisUrl);
});

afterAll(async () => {
  await client?.close();
  await worker?.stop();
});

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${worker.port}/metrics`)).text();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)$`, "m").exec(text)?.[1] ?? 0);
}

describe("coalesced printing in the worker", () => {
  it("prints jobs that wait together in one print, each its own PDF; a job whose layout fails there is retried alone and fails alone", async () => {
    const { document, data } = loadFixture("invoice-en");
    const invoice = (n: number) => ({
      document,
      data: { ...data, invoice: { ...(data.invoice as object), number: `CO-${n}` }, lines: (data.lines as unknown[]).slice(0, 8) },
      format: "pdf" as const,
      watermark: false,
    });
    // The same template with all its lines: two pages where the plan allows one, which the engine
    // refuses before painting.
    const tooLong = { document, data, format: "pdf" as const, watermark: false, maxPages: 1 };
    // Another template's long document holds the one page first, so all seven wait for it together:
    // a job that found the page free would print alone from the start and never be sent back.
    const lines = Array.from({ length: 30 }, () => data.lines as unknown[]).flat();
    const blocker = client.render({ document: { ...document, name: "Long" }, data: { ...data, lines }, format: "pdf", watermark: false });
    await expect.poll(() => metric("paperjet_chromium_pool_busy"), { timeout: 30_000, interval: 20 }).toBe(1);
    const aloneBefore = await metric("paperjet_render_coalesced_alone_total");
    const calls = [invoice(1), invoice(2), invoice(3), tooLong, invoice(4), invoice(5), invoice(6)].map((input) => client.render(input));
    const settled = await Promise.allSettled(calls);
    expect(pdfInfo((await blocker).files[0]).pages).toBeGreaterThan(5);

    const [bad] = settled.splice(3, 1);
    expect(bad.status === "rejected" && bad.reason.message).toMatch(
      /^render_invalid: the document has 2 pages, more than the limit of 1 pages per document/,
    );
    settled.forEach((s, i) => {
      if (s.status !== "fulfilled") throw s.reason;
      const number = i + 1;
      const text = pdfText(s.value.files[0]);
      expect(text).toContain(`Northwind Studio — Invoice CO-${number}`);
      // Only its own page: no other invoice's number.
      expect(text.match(/Invoice CO-\d+/g)).toEqual([`Invoice CO-${number}`]);
      expect(pdfInfo(s.value.files[0])).toEqual({ pages: 1, sizes: [{ width: 612, height: 792 }] });
    });
    // The jobs that waited shared prints, and the failing one went back to print alone.
    expect(await metric("paperjet_render_coalesced_documents_count")).toBeGreaterThanOrEqual(1);
    expect(await metric("paperjet_render_coalesced_documents_sum")).toBeGreaterThanOrEqual(2);
    expect(await metric("paperjet_render_coalesced_alone_total")).toBe(aloneBefore + 1);
  }, 60_000);
});
