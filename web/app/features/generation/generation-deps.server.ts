import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import type { GenerateRequestDeps } from "./handle-generate-request.server";
import { authenticateGenerationCall } from "./read-generation-call.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/config/env.server";
import { getRedis } from "~/utils/redis.server";

/** The generation path's parts as the configuration sets them, for the `/api/v1` routes. */
export async function generationDeps(): Promise<GenerateRequestDeps> {
  const config = env();
  return {
    db: await getDb(),
    redis: getRedis(),
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    maxBodyBytes: config.GENERATION_MAX_BODY_BYTES,
    rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    images: { allowHosts: config.OUTBOUND_ALLOW_HOSTS },
    renderLimits: config.rendering,
  };
}

/** A job call: the API key and its rate limit, like every `/api/v1` call. */
export async function authenticateJobCall(request: Request): Promise<ApiKeyPrincipal> {
  return authenticateGenerationCall(request, await generationDeps());
}
