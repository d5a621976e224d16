import {
  RENDER_CONTENT_TYPES,
  RENDER_FAILURE_REASONS,
  RENDER_RESULT_PREFIX,
  RENDER_RESULT_TTL_MS,
  isEinvoiceXmlFormat,
  isImageFormat,
  renderJobPayloadSchema,
  renderJobResultSchema,
  type RenderFile,
  type RenderJobPayload,
  type RenderJobResult,
} from "@paperjet/contracts";
import { UnrecoverableError, type Job } from "bullmq";
import type { Redis } from "ioredis";
import type { PagePool, Lease } from "./chromium/page-pool.ts";
import type { StallWatch } from "./chromium/stall-watch.ts";
import type { Logger } from "./log.ts";
import type { WorkerMetrics } from "./metrics.ts";
import { attemptPrint, brokenBy, cleanMessage, type AttemptOutcome, type PrintFn, type PrintOutput } from "./print-attempt.ts";
import type { PrintCoalescer } from "./print-coalescer.ts";

export interface RenderJobDeps {
  pool: PagePool;
  print: PrintFn;
  /** Draws an image job without Chromium, or answers `undefined` for one only Chromium draws (`rasterisePayload`). */
  rasterise?: (payload: RenderJobPayload) => Promise<PrintOutput | undefined>;
  /** Sizes the job's large pictures down to what its output shows of them (`fitPayloadImages`); absent: as they come. */
  fitImages?: (payload: RenderJobPayload) => Promise<RenderJobPayload>;
  redis: Redis;
  workerId: string;
  maxRenderMs: number;
  /** Watches a render for a browser that has stopped working (`watchForStall`). */
  watchBrowser: (lease: Lease) => StallWatch;
  metrics: WorkerMetrics;
  log: Logger;
  /** Prints PDF jobs that wait for a page at the same time together; absent: every job alone. */
  coalescer?: PrintCoalescer;
  /** Jobs whose data and images are larger than this are always printed alone (heavy documents). */
  coalesceMaxBytes?: number;
}

class RenderDeadlineError extends Error {}

/**
 * One job: validate the payload, print it on a warm page (retrying once on a
 * fresh page when Chromium crashed or hung), park the bytes in Redis under
 * short-lived keys and return their description. Idempotent: a retried job
 * overwrites the same keys with the same bytes.
 */
export async function processRenderJob(job: Job, deps: RenderJobDeps): Promise<RenderJobResult> {
  const started = performance.now();
  const parsed = renderJobPayloadSchema.safeParse(job.data);
  if (!parsed.success) {
    deps.metrics.failures.inc({ reason: "invalid_payload" });
    throw new UnrecoverableError(`${RENDER_FAILURE_REASONS.invalid}: the job payload is not valid: ${parsed.error.issues[0]?.message}`);
  }
  const payload = parsed.data;
  const format = payload.format;
  const jobId = job.id ?? payload.requestId;
  try {
    // An e-invoice's XML was written (and checked) by web: nothing to print.
    const output = isEinvoiceXmlFormat(payload.format) ? xmlOutput(payload) : await printed(payload, deps, jobId);
    const files = await storeFiles(deps.redis, jobId, payload, output);
    const renderMs = Math.round(performance.now() - started);
    deps.metrics.jobs.inc({ format, outcome: "completed" });
    deps.metrics.duration.observe({ format }, renderMs / 1000);
    deps.log.debug("job completed", { job: job.id, format, pages: output.pages, ms: renderMs });
    return renderJobResultSchema.parse({ files, pages: output.pages, renderMs, warnings: output.warnings, workerId: deps.workerId });
  } catch (error) {
    deps.metrics.jobs.inc({ format, outcome: "failed" });
    if (error instanceof RenderDeadlineError) {
      deps.metrics.failures.inc({ reason: "deadline" });
      throw new UnrecoverableError(`${RENDER_FAILURE_REASONS.deadline}: ${error.message}`);
    }
    if (error instanceof UnrecoverableError) throw error;
    deps.metrics.failures.inc({ reason: "render" });
    throw error;
  }
}

/** The job's image or PDF, its large pictures first sized down to what it shows of them. */
async function printed(payload: RenderJobPayload, deps: RenderJobDeps, jobId: string): Promise<PrintOutput> {
  const fitted = deps.fitImages ? await deps.fitImages(payload) : payload;
  return (await rasterised(fitted, deps, jobId)) ?? (await printWithRetry(fitted, deps, jobId));
}

/**
 * An image job drawn by resvg, needing no Chromium page; `undefined` sends it to Chromium: a page resvg
 * may draw differently, or any failure here (Chromium then fails an invalid document with its usual reason).
 */
async function rasterised(payload: RenderJobPayload, deps: RenderJobDeps, jobId: string): Promise<PrintOutput | undefined> {
  if (!deps.rasterise || !isImageFormat(payload.format)) return undefined;
  const output = await deps.rasterise(payload).catch((error: unknown) => {
    deps.log.warn("resvg failed; printing with Chromium", { job: jobId, error: cleanMessage(error) });
    return undefined;
  });
  deps.metrics.images.inc({ renderer: output ? "resvg" : "chromium" });
  return output;
}

function xmlOutput(payload: RenderJobPayload): PrintOutput {
  if (payload.xml === undefined)
    throw new UnrecoverableError(`${RENDER_FAILURE_REASONS.invalid}: format ${payload.format} needs the e-invoice's xml`);
  return { files: [new TextEncoder().encode(payload.xml)], pages: 0, warnings: [] };
}

async function printWithRetry(payload: RenderJobPayload, deps: RenderJobDeps, jobId: string): Promise<PrintOutput> {
  const template = deps.coalescer && coalesceKey(payload, deps.coalesceMaxBytes ?? 0);
  if (deps.coalescer && template) {
    const turn = await deps.coalescer.turn(payload, template);
    if (turn.kind === "printed") return turn.output;
    if (turn.kind === "deadline") throw new RenderDeadlineError(turn.message);
    if (turn.kind === "lease") return printAlone(payload, deps, jobId, turn.lease);
  }
  return printAlone(payload, deps, jobId);
}

/**
 * For a light PDF job (sharing a print with others costs them little), the key of the jobs it may
 * share one with: its template document, as JSON. Chromium subsets each font once per print, so
 * jobs of one template keep their split files' fonts as small as printing alone; other templates'
 * texts would add their glyphs to every file.
 */
function coalesceKey(payload: RenderJobPayload, maxBytes: number): string | undefined {
  if (payload.format !== "pdf") return undefined;
  const template = JSON.stringify(payload.document);
  let bytes = template.length + JSON.stringify(payload.data).length;
  for (const uri of Object.values(payload.images)) bytes += uri.length;
  return bytes <= maxBytes ? template : undefined;
}

/** Attempts at a job when Chromium fails (not the document): the last one on a browser launched for it. */
const ATTEMPTS = 3;

/**
 * The job on a page of its own (`lease`, or one it waits for). When Chromium fails, it is tried
 * again: after a crash, or at the last attempt, on a freshly launched browser
 * (`acquireFresh`), never on the other slots' browsers, which a document that crashed one would
 * crash as well; after a stall or a time-out on any free page, the quickest way on.
 */
async function printAlone(payload: RenderJobPayload, deps: RenderJobDeps, jobId: string, first?: Lease): Promise<PrintOutput> {
  let freshAfter: Lease | undefined;
  for (let attempt = 1; ; attempt++) {
    const untilDeadline = payload.deadlineAt - Date.now();
    if (untilDeadline <= 0) {
      if (first) deps.pool.release(first, "ok");
      throw new RenderDeadlineError("the caller's deadline passed before the render finished");
    }
    // Waiting for a page (e.g. while a broken one is replaced) counts against the caller's
    // deadline only; the per-render limit applies to the render itself.
    const waiting = first
      ? Promise.resolve(first)
      : freshAfter
        ? deps.pool.acquireFresh(untilDeadline, freshAfter)
        : deps.pool.acquire(untilDeadline);
    const lease = await waiting.catch((error: Error) => {
      throw new RenderDeadlineError(error.message);
    });
    first = undefined;
    const budget = Math.min(deps.maxRenderMs, payload.deadlineAt - Date.now());
    if (budget <= 0) {
      deps.pool.release(lease, "ok");
      throw new RenderDeadlineError("the caller's deadline passed while waiting for a Chromium page");
    }
    const outcome: AttemptOutcome<PrintOutput> = await attemptPrint(
      lease,
      () => deps.print(lease.page, payload),
      deps.watchBrowser,
      budget,
    );
    if (outcome.ok) {
      deps.pool.release(lease, "ok");
      return outcome.output;
    }
    // The tab is suspect (hung, crashed, or its browser died or stalled): never reuse it.
    deps.pool.release(lease, brokenBy(outcome.fault));
    const { error, chromiumFault, fault } = outcome;
    if (!chromiumFault) {
      throw new UnrecoverableError(`${RENDER_FAILURE_REASONS.invalid}: ${cleanMessage(error)}`);
    }
    deps.metrics.failures.inc({ reason: fault });
    deps.log.warn("chromium failed during a render", { job: jobId, attempt, fault, error: cleanMessage(error) });
    if (fault === "hung" && attempt >= 2) throw new RenderDeadlineError(`the render did not finish within ${budget} ms`);
    if (attempt >= ATTEMPTS) throw new Error(`Chromium failed ${ATTEMPTS} times: ${cleanMessage(error)}`);
    // A crash ("chromium"): its browser is gone or going (single-process: the renderer is the browser).
    freshAfter = fault === "chromium" || attempt + 1 === ATTEMPTS ? lease : undefined;
  }
}

async function storeFiles(redis: Redis, jobId: string, payload: RenderJobPayload, output: PrintOutput): Promise<RenderFile[]> {
  const contentType = RENDER_CONTENT_TYPES[payload.format];
  const ttl = payload.resultTtlMs ?? RENDER_RESULT_TTL_MS;
  const files = output.files.map((bytes, index) => {
    const key = `${RENDER_RESULT_PREFIX}${jobId}:${index}`;
    const page = isImageFormat(payload.format) ? (payload.page ?? index + 1) : undefined;
    return { key, contentType, bytes: bytes.byteLength, ...(page ? { page } : {}) } as RenderFile;
  });
  // While Redis restarts or Sentinel fails over (seconds; Sentinel's default down-after alone is 30 s)
  // commands are not queued, and one in flight when the primary dies fails. Try again once Redis
  // answers, up to the caller's deadline, instead of failing a finished render: an asynchronous job's
  // item has one attempt, so it would fail for good. Setting the same keys again is harmless.
  const until = Math.max(Date.now() + 2_000, payload.deadlineAt);
  for (;;) {
    if (redis.status !== "ready") await waitForReady(redis, until - Date.now());
    const multi = redis.multi();
    output.files.forEach((bytes, index) =>
      multi.set(files[index].key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "PX", ttl),
    );
    try {
      await multi.exec();
      return files;
    } catch (error) {
      if (!failingOver(error) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A lost connection (ioredis' own errors), or a Redis that is loading or was demoted under a failover: worth another try. */
function failingOver(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name !== "ReplyError" || /\b(READONLY|LOADING|MASTERDOWN)\b/.test(error.message);
}

function waitForReady(redis: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    }
    redis.on("ready", done);
  });
}
