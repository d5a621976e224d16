import { createHmac } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBackgroundWorkers, stopBackgroundWorkers } from "~/features/background/start-background-workers.server";
import { rotateSigningSecret } from "~/features/webhooks/manage-webhooks.server";
import { createSigningSecret } from "~/features/webhooks/sign-webhook.server";
import { action as generateAsync } from "~/routes/api.v1.generate.async.$templateId";
import { action as generateBatch } from "~/routes/api.v1.generate.batch";
import { loader as jobStatus } from "~/routes/api.v1.jobs.$jobId";
import { loader as jobFile } from "~/routes/api.v1.jobs.$jobId.file";
import { resetEnv } from "~/config/env.server";
import { loadFixture, pdfInfo, pdfMetadata, pdfText } from "@paperjet/test-kit/documents";
import { startGenerationHarness } from "../../../tests/support/generation-harness";

/** A local webhook receiver answering each delivery with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200, { "Content-Type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { received, port, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise((r) => server.close(r)) };
}

/** Standard Webhooks verification, written out as a receiver would (README shows the same). */
function verifies(secret: string, headers: http.IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`).digest("base64");
  return String(headers["webhook-signature"]).split(" ").includes(`v1,${expected}`);
}

let h: Awaited<ReturnType<typeof startGenerationHarness>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let flaky: Awaited<ReturnType<typeof startReceiver>>;
const label = loadFixture("label");
const invoice = loadFixture("invoice-en");

beforeAll(async () => {
  receiver = await startReceiver();
  flaky = await startReceiver([500, 500]);
  // Only these two receivers are exempt from the outbound rules; the short schedule and result
  // time stand in for minutes and hours.
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${receiver.port},127.0.0.1:${flaky.port}`;
  process.env.RESULT_TTL_SECONDS = "6";
  process.env.WEBHOOK_RETRY_SCHEDULE_MS = "1500,1500";
  // Its own queues for the web side: another test file's (or e2e server's) web workers use another database.
  process.env.WEB_QUEUE_PREFIX = `test-async-${process.pid}`;
  resetEnv();
  h = await startGenerationHarness({ privateRedis: true, workers: 2 });
  startBackgroundWorkers();
}, 120_000);
afterAll(async () => {
  await stopBackgroundWorkers();
  await h?.stop();
  await receiver?.close();
  await flaky?.close();
});

const post = (url: string, apiKey: string, body: unknown) =>
  new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
    body: JSON.stringify(body),
  });
const get = (url: string, apiKey: string) => new Request(url, { headers: { Authorization: `Bearer ${apiKey}` } });
const status = (jobId: string, apiKey: string) =>
  jobStatus({ request: get(`http://localhost/api/v1/jobs/${jobId}`, apiKey), params: { jobId }, context: {} }) as Promise<Response>;
const file = (jobId: string, apiKey: string) =>
  jobFile({ request: get(`http://localhost/api/v1/jobs/${jobId}/file`, apiKey), params: { jobId }, context: {} }) as Promise<Response>;
const async = (templateId: string, apiKey: string, body: unknown) =>
  generateAsync({
    request: post(`http://localhost/api/v1/generate/async/${templateId}`, apiKey, body),
    params: { templateId },
    context: {},
  }) as Promise<Response>;
const batch = (apiKey: string, body: unknown) =>
  generateBatch({ request: post("http://localhost/api/v1/generate/batch", apiKey, body), params: {}, context: {} }) as Promise<Response>;

async function finished(jobId: string, apiKey: string, timeout = 60_000) {
  let view: { status: string } & Record<string, unknown> = { status: "queued" };
  await expect
    .poll(
      async () => {
        view = (await (await status(jobId, apiKey)).json()).data;
        return view.status;
      },
      { timeout, interval: 100 },
    )
    .toMatch(/succeeded|failed/);
  return view as {
    status: string;
    pages: number;
    fileUrl: string;
    expiresAt: string;
    error: { index: number | null; reason: string } | null;
    metadata: unknown;
    progress: { done: number; total: number };
  };
}

describe("POST /api/v1/generate/async/{templateId}", () => {
  it("answers 202, renders through the queue, delivers a signed document.succeeded, and the file is gone after expiresAt", async () => {
    const user = await h.createUser("enterprise");
    const other = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const secret = await rotateSigningSecret(h.db, user.workspaceId);
    const accepted = await async(id, user.apiKey, { data: label.data, callbackUrl: receiver.url, metadata: { order: 42 } });
    expect(accepted.status).toBe(202);
    const { data } = await accepted.json();
    expect(data).toEqual({
      jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: "queued",
      statusUrl: `http://localhost:3000/api/v1/jobs/${data.jobId}`,
    });

    const view = await finished(data.jobId, user.apiKey);
    expect(view).toMatchObject({
      status: "succeeded",
      pages: 1,
      progress: { done: 1, total: 1 },
      metadata: { order: 42 },
      error: null,
      fileUrl: `http://localhost:3000/api/v1/jobs/${data.jobId}/file`,
    });
    // Another workspace's key never learns the job exists.
    expect((await status(data.jobId, other.apiKey)).status).toBe(404);
    expect((await file(data.jobId, other.apiKey)).status).toBe(404);

    const download = await file(data.jobId, user.apiKey);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await download.arrayBuffer()))).toContain("TRK-2026-884211");

    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = receiver.received;
    expect(verifies(secret, delivery.headers, delivery.body)).toBe(true);
    expect(verifies(createSigningSecret(), delivery.headers, delivery.body)).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: "document.succeeded",
      data: { jobId: data.jobId, status: "succeeded", pages: 1, metadata: { order: 42 }, expiresAt: view.expiresAt },
    });

    // RESULT_TTL_SECONDS=6: past expiresAt the file and the status answer 410.
    await new Promise((r) => setTimeout(r, Date.parse(view.expiresAt) - Date.now() + 200));
    expect((await file(data.jobId, user.apiKey)).status).toBe(410);
    expect((await status(data.jobId, user.apiKey)).status).toBe(410);
    expect((await status(data.jobId, other.apiKey)).status).toBe(404);
  }, 90_000);

  it("validates like generate/single: 422 for the data, and a callbackUrl on a loopback address not allowed", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    await rotateSigningSecret(h.db, user.workspaceId);
    const bad = await async(id, user.apiKey, { data: { ...label.data, fragile: "very" } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toHaveProperty(["data.fragile"]);
    const loopback = await async(id, user.apiKey, { data: label.data, callbackUrl: "http://127.0.0.1:9/hook" });
    expect(loopback.status).toBe(422);
    expect((await loopback.json()).errors.callbackUrl[0]).toMatch(/127\.0\.0\.1 is a private, loopback/);
  });

  it("answers a repeated Idempotency-Key with the first call's job, counted once", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const send = () =>
      generateAsync({
        request: new Request(`http://localhost/api/v1/generate/async/${id}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.apiKey}`, "Idempotency-Key": "order-7" },
          body: JSON.stringify({ data: label.data }),
        }),
        params: { templateId: id },
        context: {},
      }) as Promise<Response>;
    const first = (await (await send()).json()).data;
    await finished(first.jobId, user.apiKey);
    const again = await send();
    expect(again.status).toBe(202);
    expect((await again.json()).data.jobId).toBe(first.jobId);
    await expect
      .poll(async () =>
        (await h.db.selectFrom("api_calls").select("status").where("workspace_id", "=", user.workspaceId).execute()).map((r) => r.status),
      )
      .toEqual([200]);
  });

  it("retries a receiver answering 500 twice on the schedule: three deliveries with one webhook-id, across a web and a worker restart", async () => {
    const user = await h.createUser("enterprise");
    const id = await h.createTemplate(user, label.document);
    const secret = await rotateSigningSecret(h.db, user.workspaceId);
    const { data } = await (await async(id, user.apiKey, { data: label.data, callbackUrl: flaky.url })).json();
    await expect.poll(() => flaky.received.length, { timeout: 60_000 }).toBe(1);
    // The web process's queue workers and a render worker go away while the retry waits in Redis.
    await stopBackgroundWorkers();
    await h.workers[0].stop("SIGKILL");
    await new Promise((r) => setTimeout(r, 2_000));
    expect(flaky.received).toHaveLength(1);
    startBackgroundWorkers();
    await expect.poll(() => flaky.received.length, { timeout: 20_000 }).toBe(3);
    const ids = new Set(flaky.received.map((d) => d.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    expect(flaky.received.every((d) => verifies(secret, d.headers, d.body))).toBe(true);
    expect(JSON.parse(flaky.received[2].body).data.jobId).toBe(data.jobId);
    // The sender records an attempt after the receiver has answered it, so the third row may follow
    // the third delivery by a moment.
    const attempts = () =>
      h.db
        .selectFrom("webhook_deliveries")
        .select(["attempt", "status_code"])
        .where("message_id", "=", String([...ids][0]))
        .orderBy("attempt")
        .execute();
    await expect.poll(attempts).toEqual([
      { attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 500 },
      { attempt: 3, status_code: 200 },
    ]);
  }, 120_000);
});

describe("POST /api/v1/generate/batch", () => {
  it("merges 200 items into one PDF with every item's pages in item order", async () => {
    const user = await h.createUser("enterprise");
    const labelId = await h.createTemplate(user, label.document);
    const invoiceId = await h.createTemplate(user, invoice.document);
    const items = Array.from({ length: 200 }, (_, i) =>
      i % 50 === 7
        ? { templateId: invoiceId, data: invoice.data }
        : { templateId: labelId, data: { ...label.data, tracking: `TRK-${String(i).padStart(3, "0")}` } },
    );
    const accepted = await batch(user.apiKey, { items, output: "merged", metadata: { run: "merged" } });
    expect(accepted.status).toBe(202);
    const { data } = await accepted.json();
    const view = await finished(data.jobId, user.apiKey, 120_000);
    expect(view.status).toBe("succeeded");
    const pdf = Buffer.from(await (await file(data.jobId, user.apiKey)).arrayBuffer());
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(view.pages);
    // 196 one-page labels and 4 invoices of the same length.
    const perInvoice = (info.pages - 196) / 4;
    expect(perInvoice).toBeGreaterThanOrEqual(2);
    const text = (first: number) =>
      execFileSync("pdftotext", ["-f", String(first), "-l", String(first), tmp(pdf), "-"], { encoding: "utf8" });
    expect(text(1)).toContain("TRK-000");
    expect(text(7)).toContain("TRK-006");
    expect(text(8)).toContain("Invoice 2026-117");
    expect(text(7 + perInvoice)).toContain("Total due");
    expect(text(8 + perInvoice)).toContain("TRK-008");
    expect(text(info.pages)).toContain("TRK-199");
    // The first item's Title and Author; Paperjet, not pdf-lib, as Creator and Producer.
    expect(pdfMetadata(pdf)).toMatchObject({ Title: label.document.name, Creator: "Paperjet", Producer: "Paperjet" });
    const records = await h.db.selectFrom("api_calls").select("status").where("workspace_id", "=", user.workspaceId).execute();
    expect(records.filter((r) => r.status === 200)).toHaveLength(200);
  }, 180_000);

  it("puts 200 items into a ZIP under their file names", async () => {
    const user = await h.createUser("enterprise");
    const labelId = await h.createTemplate(user, label.document);
    const items = Array.from({ length: 200 }, (_, i) => ({ templateId: labelId, data: label.data, fileName: `label-${i}.pdf` }));
    const { data } = await (await batch(user.apiKey, { items, output: "zip" })).json();
    expect((await finished(data.jobId, user.apiKey, 120_000)).status).toBe("succeeded");
    const response = await file(data.jobId, user.apiKey);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const listing = execFileSync("unzip", ["-Z1", tmp(Buffer.from(await response.arrayBuffer()), "zip")], { encoding: "utf8" })
      .trim()
      .split("\n");
    expect(listing).toEqual(items.map((item) => item.fileName));
  }, 180_000);

  it("names the item and field of invalid data, and fails the batch with the index of an item that cannot render", async () => {
    const user = await h.createUser("enterprise");
    const labelId = await h.createTemplate(user, label.document);
    const invalid = await batch(user.apiKey, {
      items: [
        { templateId: labelId, data: label.data },
        { templateId: labelId, data: { ...label.data, fragile: "x" } },
      ],
    });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toHaveProperty(["items.1.data.fragile"]);
    // Web does not check a saved document against the engine's schema; the worker refuses it.
    const broken = await h.createTemplate(user, {
      ...label.document,
      pages: [{ ...(label.document.pages as object[])[0], elements: [{ id: "x", type: "hologram" }] }],
    });
    const { data } = await (
      await batch(user.apiKey, {
        items: [
          { templateId: labelId, data: label.data },
          { templateId: broken, data: label.data },
        ],
      })
    ).json();
    const view = await finished(data.jobId, user.apiKey);
    expect(view).toMatchObject({
      status: "failed",
      error: { index: 1, reason: expect.stringMatching(/^The document could not be rendered: /) },
    });
  }, 90_000);
});

function tmp(bytes: Buffer, ext = "pdf"): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "pj-batch-")), `out.${ext}`);
  writeFileSync(file, bytes);
  return file;
}
