import type { LoaderFunctionArgs } from "@remix-run/node";
import { listTemplatesResponseSchema } from "@paperjet/contracts";
import { authenticateApiKey } from "~/features/api/authenticate-api-key.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { env } from "~/config/env.server";
import { listV1Templates } from "~/features/generation/list-v1-templates.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { onlyMethod } from "~/features/api/api.server";
import { renderTenantOf } from "~/features/generation/render-tenant.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

/**
 * `GET /api/v1/templates`: the templates the API key's owner can render. Like generation, an
 * `/api/v1` call: no globals, and every error in the request's language (handleApi is for the internal API).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const db = await getDb();
    const principal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
    await checkRateLimit({ redis: getRedis(), tenantId: renderTenantOf(principal), limitPerMinute: env().API_RATE_LIMIT_PER_MINUTE });
    const body = listTemplatesResponseSchema.parse({
      data: { templates: await listV1Templates({ db, workspaceId: principal.workspaceId }) },
    });
    return new Response(JSON.stringify(body), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[api] GET /api/v1/templates" });
  }
}

export const action = onlyMethod("GET");
