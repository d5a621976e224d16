import { WORKER_HEARTBEAT_PREFIX } from "@paperjet/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBarcodes, loadFixture, mmToPt, pdfInfo, pdfText } from "@paperjet/test-kit/documents";
import { createQueueClient } from "./queue-client.ts";
import { spawnWorker, type SpawnedWorker } from "@paperjet/test-kit/spawn-worker";

const redisUrl = process.env.REDIS_URL!;
let worker: SpawnedWorker;
let client: Awaited<ReturnType<typeof createQueueClient>>;

beforeAll(async () => {
  worker = await spawnWorker({ redisUrl, id: `test-worker-${process.pid}`, env: { RENDER_CONCURRENCY: "2" } });
  client = await createQueueClient(redisUrl);
});

afterAll(async () => {
  await client?.close();
  await worker?.stop();
});

describe("render worker", () => {
  it("renders the invoice fixture to a PDF with every page and text", async () => {
    const { document, data } = loadFixture("invoice-en");
    const { result, files } = await client.render({ document, data, format: "pdf", watermark: false });
    const info = pdfInfo(files[0]);
    expect(result.pages).toBeGreaterThanOrEqual(2);
    expect(info.pages).toBe(result.pages);
    const text = pdfText(files[0]);
    const pages = text.split("\f").filter((p) => p.trim());
    expect(pages).toHaveLength(result.pages);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain("Northwind Studio — Invoice 2026-117");
      expect(page).toContain(`Page ${i + 1} of ${result.pages}`);
    }
    expect(pages[0]).toContain("OVERDUE");
    expect(text).toContain("Issued November 3, 2026");
    expect(pages.at(-1)).toContain("Total due: $17,942.50");
    expect(pages.at(-1)).toContain("Thank you for your business.");
    expect(pages.slice(0, -1).join("")).not.toContain("Thank you for your business.");
    // Letter: 612 × 792 pt.
    expect(info.sizes[0].width).toBeCloseTo(612, 0);
    expect(info.sizes[0].height).toBeCloseTo(792, 0);
  });

  it("renders the label fixture to a PNG whose QR code decodes", async () => {
    const { document, data } = loadFixture("label");
    const { result, files } = await client.render({ document, data, format: "png", scale: 2, watermark: false });
    expect(result.files[0].contentType).toBe("image/png");
    expect(decodeBarcodes(files[0])).toContain("TRK-2026-884211");
  });

  it("prints mixed page sizes and orientations at their exact sizes", async () => {
    const page = (size: unknown, orientation: string, text: string) => ({
      size,
      orientation,
      margin: { top: 10, right: 10, bottom: 10, left: 10 },
      elements: [
        { id: `t-${text}`, type: "text", x: 10, y: 10, width: 80, height: 10, text, style: { fontFamily: "Roboto", fontSize: 12 } },
      ],
    });
    const document = {
      schemaVersion: 1,
      name: "Mixed",
      locale: "en-US",
      bindings: [],
      pages: [page("A4", "portrait", "first"), page("A5", "landscape", "second"), page({ width: 100, height: 150 }, "portrait", "third")],
    };
    const { files } = await client.render({ document, data: {}, format: "pdf", watermark: false });
    const { pages, sizes } = pdfInfo(files[0]);
    expect(pages).toBe(3);
    const expected = [
      [210, 297],
      [210, 148],
      [100, 150],
    ];
    sizes.forEach((size, i) => {
      expect(Math.abs(size.width - mmToPt(expected[i][0]))).toBeLessThan(1.5);
      expect(Math.abs(size.height - mmToPt(expected[i][1]))).toBeLessThan(1.5);
    });
    expect(pdfText(files[0])).toMatch(/first[\s\S]*second[\s\S]*third/);
  });

  it("keeps a heartbeat in Redis and answers livez, readyz and metrics", async () => {
    expect(await client.redis.exists(`${WORKER_HEARTBEAT_PREFIX}${worker.id}`)).toBe(1);
    expect((await fetch(`http://127.0.0.1:${worker.port}/livez`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${worker.port}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${worker.port}/metrics`)).text();
    expect(metrics).toMatch(/paperjet_render_jobs_total\{[^}]*outcome="completed"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/paperjet_chromium_pool_size\{[^}]*\} 2/);
    expect(metrics).toContain("paperjet_render_duration_seconds_bucket");
  });

  it("refuses a document the engine cannot render as invalid, and stays healthy", async () => {
    const bad = { schemaVersion: 1, name: "Bad", pages: [] };
    await expect(client.render({ document: bad, data: {}, format: "pdf", watermark: false })).rejects.toThrow(/^render_invalid:/);
    const { document, data } = loadFixture("label");
    const { files } = await client.render({ document, data, format: "pdf", watermark: false });
    expect(pdfText(files[0])).toContain("TO: MARIEKE VAN DEN BERG");
  });

  it("drops a job whose caller's deadline has already passed", async () => {
    const { document, data } = loadFixture("label");
    await expect(client.render({ document, data, format: "pdf", watermark: false, deadlineAt: Date.now() - 1 })).rejects.toThrow(
      /^render_deadline:/,
    );
  });
});
