import {
  RENDER_FAILURE_REASONS,
  RENDER_FILE_EXTENSIONS,
  renderFailureReason,
  renderJobResultSchema,
  type RenderJobResult,
} from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Job } from "bullmq";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { createZip } from "./create-zip.server";
import { packageRendered } from "./generate-document.server";
import { fileBaseName } from "~/utils/content-disposition";
import { recordApiCalls } from "~/features/usage/record-api-call.server";
import { releaseReservations } from "~/features/usage/reserve-generation.server";
import { announceJobEnd } from "~/features/webhooks/enqueue-webhook.server";
import type { AsyncJobData } from "./submit-async-job.server";
import { dropHeldItems, itemJobId } from "./held-items.server";
import { saveFinishedJob, type JobRecord } from "./job-store.server";
import { jobView } from "./view-job.server";

interface Built {
  body: Buffer;
  contentType: string;
  fileName: string;
  pages: number;
}

/**
 * The finishing step of an asynchronous job, run by a web process once every render of the flow
 * has ended (or the first has failed): read the rendered bytes, build the answer (the document, one
 * merged PDF, or a ZIP), keep it until `expiresAt`, record each item like a single call and
 * announce the end to the webhooks. Idempotent enough to run again after a crash: the rendered
 * bytes stay until a result would have expired anyway.
 */
export async function finishAsyncJob(options: {
  job: Job<AsyncJobData>;
  db: Kysely<Database>;
  redis: Redis;
  resultTtlMs: number;
}): Promise<JobRecord> {
  const { job, db, redis } = options;
  const data = job.data;
  const results = await itemResults(job);
  const failed = results.findIndex((r) => r !== undefined && "reason" in r);
  const base: JobRecord = {
    jobId: data.jobId,
    kind: data.kind,
    workspaceId: data.workspaceId,
    status: "failed",
    total: data.items.length,
    createdAt: data.createdAt,
    pages: null,
    expiresAt: Date.now() + options.resultTtlMs,
    error: null,
    metadata: data.metadata ?? null,
    fileName: null,
    contentType: null,
  };
  let record: JobRecord;
  let file: Buffer | null = null;
  // Items still held are never queued now, and the places of those removed below are given back.
  await dropHeldItems(redis, { jobId: data.jobId, total: data.items.length });
  if (failed >= 0) {
    // Renders still waiting are of no use any more.
    await job.removeUnprocessedChildren().catch(() => undefined);
    const reason = failureText((results[failed] as { reason: string }).reason);
    record = { ...base, error: { index: data.kind === "batch" ? failed : null, reason } };
    await recordApiCalls(db, [{ ...callOf(data, failed), status: failureStatus((results[failed] as { reason: string }).reason) }]);
  } else {
    if (results.some((r) => r === undefined)) throw new Error("the finishing step ran before every render had ended");
    const rendered = results as RenderJobResult[];
    const files = await readFiles(redis, rendered);
    const built = await build(data, rendered, files);
    file = built.body;
    record = { ...base, status: "succeeded", pages: built.pages, fileName: built.fileName, contentType: built.contentType };
    await recordApiCalls(
      db,
      rendered.map((r, i) => ({ ...callOf(data, i), status: 200, pages: r.pages, bytes: r.files.reduce((n, f) => n + f.bytes, 0) })),
    );
    await redis.del(...rendered.flatMap((r) => r.files.map((f) => f.key)));
  }
  await saveFinishedJob(redis, record, file);
  await releaseReservations(
    db,
    data.items.map((_, i) => (data.kind === "document" ? data.jobId : itemJobId(data.jobId, i))),
  );
  await announceJobEnd({
    db,
    workspaceId: data.workspaceId,
    kind: data.kind,
    callbackUrl: data.callbackUrl,
    view: jobView(record, { done: data.items.length, total: data.items.length }),
  });
  return record;
}

/** Each item's result in item order, why it failed, or undefined while it has not ended (after another's failure). */
async function itemResults(job: Job<AsyncJobData>): Promise<(RenderJobResult | { reason: string } | undefined)[]> {
  const values = await job.getChildrenValues<unknown>();
  const failures = { ...(await job.getFailedChildrenValues()), ...(await job.getIgnoredChildrenFailures()) };
  const index = (key: string) => Number(/-(\d+)$/.exec(key)?.[1] ?? -1);
  const results: (RenderJobResult | { reason: string } | undefined)[] = job.data.items.map(() => undefined);
  for (const [key, value] of Object.entries(values)) results[index(key)] = renderJobResultSchema.parse(value);
  for (const [key, reason] of Object.entries(failures)) results[index(key)] = { reason };
  return results;
}

async function readFiles(redis: Redis, rendered: RenderJobResult[]): Promise<Buffer[][]> {
  const keys = rendered.flatMap((r) => r.files.map((f) => f.key));
  const buffers = keys.length ? await redis.mgetBuffer(...keys) : [];
  if (buffers.some((b) => !b)) throw new Error("a rendered file expired before the job was finished");
  let at = 0;
  return rendered.map((r) => r.files.map(() => buffers[at++] as Buffer));
}

async function build(data: AsyncJobData, rendered: RenderJobResult[], files: Buffer[][]): Promise<Built> {
  const pages = rendered.reduce((n, r) => n + r.pages, 0);
  if (data.output === "single") {
    const [item] = data.items;
    const doc = packageRendered({ meta: { ...item, format: data.format }, result: rendered[0], files: files[0], page: data.page });
    return { body: doc.body, contentType: doc.contentType, fileName: doc.fileName, pages };
  }
  if (data.output === "merged") {
    // pdf-lib (≈ 1.2 MB of modules) loads with the first merged batch, not with the server. It names
    // itself Creator and Producer; the merged file keeps the first item's Title and Author, as its own PDF had.
    const { PDFDocument } = await import("pdf-lib");
    const merged = await PDFDocument.create({ updateMetadata: false });
    for (const [i, [bytes]] of files.entries()) {
      const source = await PDFDocument.load(bytes);
      if (i === 0) {
        merged.setTitle(source.getTitle() ?? "batch");
        const author = source.getAuthor();
        if (author) merged.setAuthor(author);
      }
      for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    }
    merged.setCreator("Paperjet");
    merged.setProducer("Paperjet");
    merged.setCreationDate(new Date());
    return { body: Buffer.from(await merged.save()), contentType: "application/pdf", fileName: "batch.pdf", pages };
  }
  const names = new Set<string>();
  const entries = data.items.flatMap((item, i) => {
    const ext = `.${RENDER_FILE_EXTENSIONS[data.format]}`;
    const stem = (item.fileName ?? `${i + 1}-${fileBaseName(item.templateName)}`).replace(new RegExp(`\\${ext}$`, "i"), "");
    return files[i].map((bytes, p) => ({ name: unique(names, files[i].length > 1 ? `${stem}-${p + 1}${ext}` : `${stem}${ext}`), bytes }));
  });
  return { body: createZip({ files: entries }), contentType: "application/zip", fileName: "batch.zip", pages };
}

/** Two items asked for the same name: the later one gets ` (2)`, ` (3)`, … */
function unique(names: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; names.has(candidate); n++) candidate = name.replace(/(\.\w+)?$/, (ext) => ` (${n})${ext}`);
  names.add(candidate);
  return candidate;
}

function callOf(data: AsyncJobData, index: number) {
  const item = data.items[index];
  return {
    workspaceId: data.workspaceId,
    apiKeyId: data.apiKeyId,
    templateId: item.templateId,
    requestId: data.kind === "document" ? data.jobId : itemJobId(data.jobId, index),
    format: data.format,
    durationMs: Date.now() - data.createdAt,
    watermarked: item.watermarked,
    test: data.test,
    replay: false,
  };
}

function failureStatus(reason: string): number {
  const code = renderFailureReason(reason);
  return code === RENDER_FAILURE_REASONS.invalid ? 422 : code === RENDER_FAILURE_REASONS.deadline ? 504 : 503;
}

function failureText(reason: string): string {
  const code = renderFailureReason(reason);
  const detail = reason.replace(/^render_[a-z]+:\s*/, "");
  if (code === RENDER_FAILURE_REASONS.invalid) return `The document could not be rendered: ${detail}`;
  if (code === RENDER_FAILURE_REASONS.deadline) return "No render worker finished the document in time.";
  return `Rendering failed on our side: ${detail}`;
}
