import { createHash, randomUUID } from "node:crypto";
import { SIGNATURE_PARAM, signedUrlQuerySchema, type SignedUrlQuery } from "@paperjet/contracts";
import type { Plan } from "~/features/billing/plan-catalogue";
import { planHasAllowance } from "~/features/billing/plan-catalogue";
import { catalogPlan } from "~/features/billing/plan-catalogue.server";
import { generateDocument } from "~/features/generation/generate-document.server";
import type { GenerateRequestDeps } from "~/features/generation/handle-generate-request.server";
import { loadTemplateVersion } from "~/features/generation/load-template-version.server";
import { recordApiCall } from "~/features/usage/record-api-call.server";
import { reserveGeneration } from "~/features/usage/reserve-generation.server";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";
import { verifyPathAndQuery } from "./sign-url.server";

const CACHE_PREFIX = "paperjet:signed-url:";
/** A file larger than this is rendered on every request rather than held in Redis. */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;
const ONE_YEAR_S = 365 * 24 * 3600;

interface CachedFile {
  body: Buffer;
  contentType: string;
}

/** Renders of one URL in flight in this process: simultaneous first requests share one render (and one count). */
const inFlight = new Map<string, Promise<CachedFile>>();

/**
 * `GET /api/v1/signed/{templateId}?…&signature=…` (docs/signed-urls.md): no API key, the URL's
 * HMAC is the authority. A wrong signature is 403 whether or not the template exists, so ids cannot
 * be probed; a valid one past `expires` is 410. The file is cached in Redis under the URL and the
 * UTC day, so a URL renders — and counts against the plan — at most once a day, however often an
 * `og:image` crawler or a page view asks for it.
 */
export async function serveSignedFile(options: {
  request: Request;
  templateId: string;
  deps: GenerateRequestDeps;
  now?: Date;
}): Promise<Response> {
  const { request, deps } = options;
  const now = options.now ?? new Date();
  try {
    const url = new URL(request.url);
    const search = url.search.slice(1);
    const at = search.lastIndexOf(`&${SIGNATURE_PARAM}=`);
    const forbidden = () => apiError("forbidden", "signatureInvalid", "The signature does not match this URL.");
    if (at < 0) throw forbidden();
    const signed = `${url.pathname}?${search.slice(0, at)}`;
    const owner = await deps.db
      .selectFrom("templates")
      .innerJoin("workspaces", "workspaces.id", "templates.workspace_id")
      .select(["workspaces.id as workspaceId", "workspaces.plan", "workspaces.url_signing_secret as secret"])
      .where("templates.id", "=", /^[0-9a-f-]{36}$/i.test(options.templateId) ? options.templateId : "00000000-0000-0000-0000-000000000000")
      .where("templates.deleted_at", "is", null)
      .executeTakeFirst();
    if (!owner?.secret || !verifyPathAndQuery(owner.secret, signed, search.slice(at + SIGNATURE_PARAM.length + 2))) throw forbidden();

    const parsed = signedUrlQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success)
      throw apiError("bad_request", "signedUrlInvalid", "The signed URL's parameters are not valid.", {
        errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), [i.message]])),
      });
    const query = parsed.data;
    const nowS = Math.floor(now.getTime() / 1000);
    if (query.expires !== undefined && query.expires <= nowS) throw apiError("gone", "signedUrlExpired", "This signed URL expired.");
    const data = decodeData(query);

    // The template version decides the bytes; an unpinned URL follows the latest one.
    const template = await loadTemplateVersion({
      db: deps.db,
      workspaceId: owner.workspaceId,
      templateId: options.templateId,
      version: query.version,
    });
    const etag = `"${createHash("sha256").update(`${signed}\n${template.version}`).digest("base64url").slice(0, 32)}"`;
    const maxAge = query.expires === undefined ? ONE_YEAR_S : Math.min(ONE_YEAR_S, query.expires - nowS);
    const headers = { "Cache-Control": `public, max-age=${maxAge}, immutable`, ETag: etag };
    if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

    const day = now.toISOString().slice(0, 10);
    const cacheKey = `${CACHE_PREFIX}${day}:${etag.slice(1, -1)}`;
    const cached = await deps.redis.hgetallBuffer(cacheKey);
    let file: CachedFile;
    let hit = false;
    if (cached.body) {
      file = { body: cached.body, contentType: cached.type.toString() };
      hit = true;
    } else {
      let render = inFlight.get(cacheKey);
      if (!render) {
        render = renderAndCache({
          deps,
          owner,
          templateId: options.templateId,
          version: template.version,
          query,
          data,
          cacheKey,
          now,
        }).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, render);
      }
      file = await render;
    }
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: {
        ...headers,
        "Content-Type": file.contentType,
        "Content-Length": String(file.body.length),
        "X-Cache": hit ? "HIT" : "MISS",
      },
    });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[signed-url]" });
  }
}

async function renderAndCache(options: {
  deps: GenerateRequestDeps;
  owner: { workspaceId: string; plan: string };
  templateId: string;
  version: number;
  query: SignedUrlQuery;
  data: Record<string, unknown> | undefined;
  cacheKey: string;
  now: Date;
}): Promise<CachedFile> {
  const { deps, owner, query } = options;
  const started = performance.now();
  const requestId = randomUUID();
  const plan = catalogPlan(owner.plan);
  let release: (() => Promise<void>) | undefined;
  const image = query.format !== "pdf";
  try {
    const generated = await generateDocument({
      db: deps.db,
      // No key made this call: the URL's workspace is the tenant, as for the designer's test PDF.
      principal: { keyId: "signed-url", workspaceId: owner.workspaceId, plan: owner.plan as Plan },
      templateId: options.templateId,
      request: {
        data: options.data,
        version: options.version,
        format: query.format,
        output: "binary",
        scale: query.scale,
        quality: query.quality ?? 85,
        page: image ? query.page : undefined,
        test: false,
      },
      requestId,
      deadlineAt: Date.now() + deps.renderTimeoutMs,
      decideWatermark: async () => {
        const reservation = await reserveGeneration({ db: deps.db, workspaceId: owner.workspaceId, plan, test: false, requestId });
        release = reservation.release;
        return reservation.watermarked;
      },
      images: deps.images,
      fair: { redis: deps.redis, limits: deps.renderLimits },
    });
    await recordApiCall({
      db: deps.db,
      call: {
        workspaceId: owner.workspaceId,
        apiKeyId: null,
        templateId: options.templateId,
        requestId,
        format: query.format,
        status: 200,
        pages: generated.pages,
        durationMs: performance.now() - started,
        bytes: generated.body.length,
        watermarked: generated.watermarked,
        test: false,
        replay: false,
      },
      background: !planHasAllowance(plan),
    });
    if (generated.body.length <= MAX_CACHED_BYTES) {
      const endOfDay = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate() + 1);
      await deps.redis
        .multi()
        .hset(options.cacheKey, { body: generated.body, type: generated.contentType })
        .pexpireat(options.cacheKey, endOfDay)
        .exec();
    }
    return { body: generated.body, contentType: generated.contentType };
  } finally {
    await release?.().catch((e: Error) =>
      console.error(`[signed-url] could not release the reservation of call ${requestId}: ${e.message}`),
    );
  }
}

function decodeData(query: SignedUrlQuery): Record<string, unknown> | undefined {
  if (query.data === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(query.data, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw apiError("bad_request", "signedUrlInvalid", "The signed URL's parameters are not valid.", {
      errors: { data: ["must be base64url of a JSON object"] },
    });
  }
  return value as Record<string, unknown>;
}

/** `If-None-Match` lists ETags (or `*`); weak ones match too, as RFC 9110 asks for GET. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}
