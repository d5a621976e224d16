import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { authenticateApiKey, type ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { renderTenantOf } from "~/features/generation/render-tenant.server";
import { env } from "~/config/env.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

/**
 * A `/api/v1/webhooks` call: the API key's workspace, the account's rate limit, and every failure as
 * problem+json in the request's language. API keys are created by the roles that may manage webhooks
 * (admins and owners, docs/permissions.md), so a key may manage its workspace's endpoints.
 */
export async function answerV1WebhookCall(
  request: Request,
  handler: (call: { db: Kysely<Database>; principal: ApiKeyPrincipal }) => Promise<Response>,
): Promise<Response> {
  try {
    const db = await getDb();
    const principal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
    await checkRateLimit({ redis: getRedis(), tenantId: renderTenantOf(principal), limitPerMinute: env().API_RATE_LIMIT_PER_MINUTE });
    return await handler({ db, principal });
  } catch (error) {
    return apiErrorResponse(request, error, { log: `[webhooks] ${request.method} ${new URL(request.url).pathname}` });
  }
}
