import { randomUUID } from "node:crypto";
import {
  AppError,
  GENERATION_HEADERS,
  asyncGenerateRequestSchema,
  batchRequestSchema,
  type AsyncGenerateRequest,
  type BatchRequest,
} from "@paperjet/contracts";
import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { prepareRender, type PreparedRender } from "./generate-document.server";
import type { GenerateRequestDeps } from "./handle-generate-request.server";
import { claimIdempotencyKey } from "./claim-idempotency-key.server";
import { authenticateGenerationCall, knownTemplateId, parseBody, readBody } from "./read-generation-call.server";
import { checkCallbackUrl } from "~/features/webhooks/check-webhook-url.server";
import { recordApiCall } from "~/features/usage/record-api-call.server";
import { releaseReservations, reserveGeneration } from "~/features/usage/reserve-generation.server";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";
import { submitAsyncJob, type AsyncJobData, type AsyncJobItem } from "./submit-async-job.server";
import { itemJobId } from "./held-items.server";
import { catalogPlan } from "~/features/billing/plan-catalogue.server";

const MAX_METADATA_BYTES = 4_096;

interface Prepared {
  data: Omit<AsyncJobData, "jobId" | "workspaceId" | "apiKeyId" | "createdAt" | "replay">;
  renders: PreparedRender["payload"][];
}

/** `POST /api/v1/generate/async/{templateId}`: validated exactly as generate/single, answered 202 with the job. */
export function handleAsyncRequest(options: { request: Request; templateId: string; deps: GenerateRequestDeps }): Promise<Response> {
  const { templateId, deps } = options;
  return acceptAsyncCall(options.request, deps, {
    idempotencyScope: templateId,
    templateId: knownTemplateId(templateId),
    parse: (raw) => {
      const body = parseBody(raw, asyncGenerateRequestSchema);
      refuseSyncOnlyPdfOptions(body.pdf);
      return body;
    },
    async prepare(principal, body: AsyncGenerateRequest, jobId, reservedIds) {
      const prepared = await prepareRender({
        db: deps.db,
        principal,
        templateId,
        limits: deps.renderLimits,
        request: body,
        images: deps.images,
        decideWatermark: () => reserve(deps, principal, body.test, jobId, reservedIds),
      });
      const item: AsyncJobItem = {
        templateId,
        templateName: prepared.templateName,
        templateVersion: prepared.templateVersion,
        watermarked: prepared.watermarked,
      };
      return {
        data: {
          kind: "document",
          format: body.format,
          output: "single",
          page: body.page,
          test: body.test,
          items: [item],
          callbackUrl: body.callbackUrl,
          metadata: body.metadata,
        },
        renders: [prepared.payload],
      };
    },
  });
}

/**
 * A background job waits in Redis until a web process finishes it; a password would have to wait
 * there too (docs/decisions/060). The finishing step does not sign yet; a silently unsigned file
 * would be worse than a 422. `pdf.standard` is made by the worker and works everywhere.
 */
function refuseSyncOnlyPdfOptions(pdf: AsyncGenerateRequest["pdf"]): void {
  if (pdf?.sign) {
    throw apiError("validation_failed", "signNeedsSync", "pdf.sign works with generate/single only for now.", {
      errors: { "pdf.sign": ["works with generate/single only"] },
      translateErrors: (t) => ({ "pdf.sign": [t("fields.passwordNeedsSync")] }),
    });
  }
  if (pdf?.password) {
    throw apiError(
      "validation_failed",
      "passwordNeedsSync",
      "pdf.password works with generate/single only: a background job is stored until it is finished, and a password never is.",
      {
        errors: { "pdf.password": ["works with generate/single only"] },
        translateErrors: (t) => ({ "pdf.password": [t("fields.passwordNeedsSync")] }),
      },
    );
  }
}

/** `POST /api/v1/generate/batch`: every item validated (a 422 names `items.{index}.…`), each counted like a single call. */
export function handleBatchRequest(options: { request: Request; deps: GenerateRequestDeps }): Promise<Response> {
  const { deps } = options;
  return acceptAsyncCall(options.request, deps, {
    idempotencyScope: "batch",
    templateId: null,
    parse: (raw) => {
      const body = parseBody(raw, batchRequestSchema);
      if (body.output === "merged" && body.format !== "pdf") {
        throw apiError(
          "validation_failed",
          "mergedNeedsPdf",
          "output merged needs format pdf; use output zip for images and e-invoice XML.",
          {
            errors: { output: ["merged needs format pdf"] },
          },
        );
      }
      // Merging copies every item's pages into a new file: neither PDF/A nor any item's e-invoice would survive.
      if (body.output === "merged" && (body.einvoice || body.pdf?.standard)) {
        const field = body.einvoice ? "einvoice" : "pdf.standard";
        throw apiError(
          "validation_failed",
          "mergedExcludesPdfA",
          "output merged makes one new PDF that is no PDF/A and carries no e-invoice; use output zip for pdf.standard and einvoice.",
          { errors: { output: [`merged cannot keep ${field}`] }, translateErrors: (t) => ({ output: [t("errors.mergedExcludesPdfA")] }) },
        );
      }
      refuseSyncOnlyPdfOptions(body.pdf);
      return body;
    },
    async prepare(principal, body: BatchRequest, jobId, reservedIds) {
      const items: AsyncJobItem[] = [];
      const renders: PreparedRender["payload"][] = [];
      for (const [index, item] of body.items.entries()) {
        const prepared = await prepareRender({
          db: deps.db,
          principal,
          limits: deps.renderLimits,
          templateId: item.templateId,
          request: {
            data: item.data,
            version: item.version,
            format: body.format,
            scale: body.scale,
            quality: body.quality,
            test: body.test,
            einvoice: body.einvoice,
            // Merging copies pages into a new file, whose form would lose the items' fields: merged PDFs are flattened.
            pdf: body.output === "merged" ? { ...body.pdf, flatten: true } : body.pdf,
          },
          images: deps.images,
          fieldPrefix: `items.${index}.`,
          decideWatermark: () => reserve(deps, principal, body.test, itemJobId(jobId, index), reservedIds),
        }).catch((error: unknown) => {
          // A missing template or version is a fault of this item of the body, not of the URL.
          if (error instanceof AppError && error.code === "not_found") {
            throw apiError("validation_failed", "batchItemMissing", `Item ${index}: ${error.message}`, {
              params: { index },
              errors: { [`items.${index}.templateId`]: [error.message] },
            });
          }
          throw error;
        });
        items.push({
          templateId: item.templateId,
          templateName: prepared.templateName,
          templateVersion: prepared.templateVersion,
          watermarked: prepared.watermarked,
          fileName: item.fileName,
        });
        renders.push(prepared.payload);
      }
      return {
        data: {
          kind: "batch",
          format: body.format,
          output: body.output,
          test: body.test,
          items,
          callbackUrl: body.callbackUrl,
          metadata: body.metadata,
        },
        renders,
      };
    },
  });
}

async function reserve(
  deps: GenerateRequestDeps,
  principal: ApiKeyPrincipal,
  test: boolean,
  requestId: string,
  reservedIds: string[],
): Promise<boolean> {
  const reservation = await reserveGeneration({
    db: deps.db,
    workspaceId: principal.workspaceId,
    plan: catalogPlan(principal.plan),
    test,
    requestId,
  });
  reservedIds.push(requestId);
  return reservation.watermarked;
}

/**
 * The steps both calls share with generate/single: key, rate limit, body, idempotency (a replay
 * answers the first call's job), validation, the plan's watermark; then the job is queued and
 * the caller gets 202 at once. A failure before that is recorded like a synchronous call's.
 * Reservations stay until the job's finishing step records its items.
 */
async function acceptAsyncCall<B extends { test: boolean; format: string; callbackUrl?: string; metadata?: Record<string, unknown> }>(
  request: Request,
  deps: GenerateRequestDeps,
  call: {
    idempotencyScope: string;
    templateId: string | null;
    parse: (raw: string) => B;
    prepare: (principal: ApiKeyPrincipal, body: B, jobId: string, reservedIds: string[]) => Promise<Prepared>;
  },
): Promise<Response> {
  const jobId = randomUUID();
  const started = performance.now();
  const headers = { [GENERATION_HEADERS.requestId]: jobId };
  const problem = (error: unknown) => apiErrorResponse(request, error, { headers, log: `[async] request ${jobId}` });
  let principal: ApiKeyPrincipal;
  try {
    principal = await authenticateGenerationCall(request, deps);
  } catch (error) {
    return problem(error);
  }
  let body: B | undefined;
  const reservedIds: string[] = [];
  let claim: Awaited<ReturnType<typeof claimIdempotencyKey>> | undefined;
  try {
    const raw = await readBody(request, deps.maxBodyBytes);
    body = call.parse(raw);
    if (body.metadata && Buffer.byteLength(JSON.stringify(body.metadata)) > MAX_METADATA_BYTES) {
      throw apiError("validation_failed", "metadataTooLarge", `metadata is larger than ${MAX_METADATA_BYTES} bytes.`, {
        params: { max: MAX_METADATA_BYTES },
        errors: { metadata: [`is larger than ${MAX_METADATA_BYTES} bytes`] },
      });
    }
    if (body.callbackUrl) await checkCallbackUrl({ db: deps.db, workspaceId: principal.workspaceId, url: body.callbackUrl });
    const idempotencyKey = request.headers.get("Idempotency-Key");
    claim =
      idempotencyKey === null
        ? undefined
        : await claimIdempotencyKey({
            db: deps.db,
            workspaceId: principal.workspaceId,
            key: idempotencyKey,
            templateId: call.idempotencyScope,
            rawBody: raw,
            requestId: jobId,
          });
    if (claim?.kind === "replay") return accepted(claim.firstRequestId, headers);
    const prepared = await call.prepare(principal, body, jobId, reservedIds);
    await submitAsyncJob({
      redis: deps.redis,
      data: {
        ...prepared.data,
        jobId,
        workspaceId: principal.workspaceId,
        apiKeyId: principal.keyId,
        createdAt: Date.now(),
        replay: false,
      },
      renders: prepared.renders,
      limits: deps.renderLimits,
    });
    if (claim?.kind === "new")
      await claim.finish({
        ok: true,
        templateVersion: prepared.data.items[0].templateVersion,
        watermarked: prepared.data.items[0].watermarked,
      });
    return accepted(jobId, headers);
  } catch (error) {
    if (claim?.kind === "new") await claim.finish({ ok: false }).catch(() => undefined);
    const response = await problem(error);
    await recordApiCall({
      db: deps.db,
      call: {
        workspaceId: principal.workspaceId,
        apiKeyId: principal.keyId,
        templateId: call.templateId,
        requestId: jobId,
        format: body?.format ?? "pdf",
        status: response.status,
        durationMs: performance.now() - started,
        test: body?.test ?? false,
      },
    }).catch((e: Error) => console.error(`[async] could not record call ${jobId}: ${e.message}`));
    await releaseReservations(deps.db, reservedIds).catch((e: Error) =>
      console.error(`[async] could not release the reservations of call ${jobId}: ${e.message}`),
    );
    return response;
  }
}

function accepted(jobId: string, headers: Record<string, string>): Response {
  const statusUrl = `${env().APP_URL}/api/v1/jobs/${jobId}`;
  return new Response(JSON.stringify({ data: { jobId, status: "queued", statusUrl } }), {
    status: 202,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", Location: statusUrl, "Cache-Control": "no-store" },
  });
}
