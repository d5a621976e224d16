import { randomUUID } from "node:crypto";
import { GENERATION_HEADERS, generateRequestSchema, type GenerateRequest } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import type { ImageResolverOptions } from "~/features/media/resolve-document-images.server";
import { catalogPlan } from "~/features/billing/plan-catalogue.server";
import { planHasAllowance } from "~/features/billing/plan-catalogue";
import type { RenderLimits } from "~/config/render-limits.server";
import { recordApiCall } from "~/features/usage/record-api-call.server";
import { reserveGeneration, type GenerationReservation } from "~/features/usage/reserve-generation.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { authenticateGenerationCall, knownTemplateId, parseBody, readBody } from "./read-generation-call.server";
import { claimIdempotencyKey } from "./claim-idempotency-key.server";
import { generateDocument, type GeneratedDocument } from "./generate-document.server";
import { contentDisposition } from "~/utils/content-disposition";

export interface GenerateRequestDeps {
  db: Kysely<Database>;
  redis: Redis;
  renderTimeoutMs: number;
  maxBodyBytes: number;
  rateLimitPerMinute: number;
  renderLimits: RenderLimits;
  images?: ImageResolverOptions;
}

/**
 * `POST /api/v1/generate/single/{templateId}` end to end: key, rate limit,
 * body, idempotency, generation, usage record, response. Every call after
 * authentication is recorded, failures included; only a 200 that is not a
 * test or a replay counts against the plan.
 */
export async function handleGenerateRequest(options: {
  request: Request;
  templateId: string;
  deps: GenerateRequestDeps;
}): Promise<Response> {
  const { request, templateId, deps } = options;
  const requestId = randomUUID();
  const started = performance.now();
  const deadlineAt = Date.now() + deps.renderTimeoutMs;
  const withId = (response: Response) => {
    response.headers.set(GENERATION_HEADERS.requestId, requestId);
    return response;
  };

  let principal: ApiKeyPrincipal;
  try {
    principal = await authenticateGenerationCall(request, deps);
  } catch (error) {
    return withId(await errorResponse(request, error, requestId));
  }

  let body: GenerateRequest | undefined;
  let replay = false;
  let reservation: GenerationReservation | undefined;
  try {
    const raw = await readBody(request, deps.maxBodyBytes);
    body = parseBody(raw, generateRequestSchema);
    const idempotencyKey = request.headers.get("Idempotency-Key");
    const claim =
      idempotencyKey === null
        ? undefined
        : await claimIdempotencyKey({
            db: deps.db,
            workspaceId: principal.workspaceId,
            key: idempotencyKey,
            templateId,
            rawBody: raw,
            requestId,
          });
    replay = claim?.kind === "replay";
    const test = body.test;
    // A replay repeats an earlier call's watermark and counts for nothing; any other call holds its
    // place in the plan's allowance until its record is written.
    const decideWatermark = async () => {
      if (claim?.kind === "replay") return claim.watermarked;
      reservation = await reserveGeneration({
        db: deps.db,
        workspaceId: principal.workspaceId,
        plan: catalogPlan(principal.plan),
        test,
        requestId,
      });
      return reservation.watermarked;
    };
    let generated: GeneratedDocument;
    try {
      generated = await generateDocument({
        db: deps.db,
        principal,
        templateId,
        request: body,
        requestId,
        deadlineAt,
        decideWatermark,
        replay: claim?.kind === "replay" ? claim : undefined,
        images: deps.images,
        fair: { redis: deps.redis, limits: deps.renderLimits },
      });
    } catch (error) {
      if (claim?.kind === "new") await claim.finish({ ok: false }).catch(() => undefined);
      throw error;
    }
    const response = successResponse(generated, body, requestId);
    await recordApiCall({
      db: deps.db,
      call: {
        workspaceId: principal.workspaceId,
        apiKeyId: principal.keyId,
        templateId: knownTemplateId(templateId),
        requestId,
        format: body.format,
        status: 200,
        pages: generated.pages,
        durationMs: performance.now() - started,
        bytes: generated.body.length,
        watermarked: generated.watermarked,
        test: body.test,
        replay,
      },
      // On a plan with an allowance, later calls count this record to decide their watermark (whichever
      // web process serves them), so it must be in the database first; otherwise it is only the call log.
      background: !planHasAllowance(catalogPlan(principal.plan)),
    });
    // The document is rendered and recorded: a failed release must not turn it into an error.
    await reservation
      ?.release()
      .catch((e: Error) => console.error(`[generate] could not release the reservation of call ${requestId}: ${e.message}`));
    if (claim?.kind === "new")
      await claim.finish({ ok: true, templateVersion: generated.templateVersion, watermarked: generated.watermarked });
    return response;
  } catch (error) {
    const response = await errorResponse(request, error, requestId);
    await recordApiCall({
      db: deps.db,
      call: {
        workspaceId: principal.workspaceId,
        apiKeyId: principal.keyId,
        templateId: knownTemplateId(templateId),
        requestId,
        format: body?.format ?? "pdf",
        status: response.status,
        durationMs: performance.now() - started,
        test: body?.test ?? false,
        replay,
      },
    }).catch((e: Error) => console.error(`[generate] could not record call ${requestId}: ${e.message}`));
    await reservation
      ?.release()
      .catch((e: Error) => console.error(`[generate] could not release the reservation of call ${requestId}: ${e.message}`));
    return response;
  }
}

function successResponse(generated: GeneratedDocument, body: GenerateRequest, requestId: string): Response {
  const headers = new Headers({
    [GENERATION_HEADERS.pages]: String(generated.pages),
    [GENERATION_HEADERS.renderMs]: String(Math.round(generated.renderMs)),
    [GENERATION_HEADERS.watermarked]: String(generated.watermarked),
    [GENERATION_HEADERS.requestId]: requestId,
    "Cache-Control": "no-store",
  });
  if (body.output === "base64") {
    headers.set("Content-Type", "application/json; charset=utf-8");
    const data = {
      file: generated.body.toString("base64"),
      contentType: generated.contentType,
      pages: generated.pages,
      watermarked: generated.watermarked,
      renderMs: Math.round(generated.renderMs),
    };
    return new Response(JSON.stringify({ data }), { status: 200, headers });
  }
  headers.set("Content-Type", generated.contentType);
  headers.set("Content-Length", String(generated.body.length));
  headers.set("Content-Disposition", contentDisposition(generated.fileName));
  // A Buffer is a Uint8Array; the DOM typings only reject its ArrayBufferLike backing.
  return new Response(generated.body as unknown as BodyInit, { status: 200, headers });
}

function errorResponse(request: Request, error: unknown, requestId: string): Promise<Response> {
  return apiErrorResponse(request, error, {
    headers: { [GENERATION_HEADERS.requestId]: requestId },
    log: `[generate] request ${requestId}`,
  });
}
