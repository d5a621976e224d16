import type { LoaderFunctionArgs } from "@remix-run/node";
import { getTemplateResponseSchema } from "@paperjet/contracts";
import { authenticateApiKey } from "~/features/api/authenticate-api-key.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { env } from "~/config/env.server";
import { getV1Template } from "~/features/generation/get-v1-template.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { onlyMethod } from "~/features/api/api.server";
import { renderTenantOf } from "~/features/generation/render-tenant.server";
import { getDb } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";

/** `GET /api/v1/templates/{templateId}`: one template the API key's owner can render, with its bindings (as a row of the list). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const db = await getDb();
    const principal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
    await checkRateLimit({ redis: getRedis(), tenantId: renderTenantOf(principal), limitPerMinute: env().API_RATE_LIMIT_PER_MINUTE });
    const template = await getV1Template({ db, workspaceId: principal.workspaceId, templateId: params.templateId ?? "" });
    return new Response(JSON.stringify(getTemplateResponseSchema.parse({ data: { template } })), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[api] GET /api/v1/templates/{templateId}" });
  }
}

export const action = onlyMethod("GET");
