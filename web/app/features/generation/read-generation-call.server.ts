import type { Database } from "@paperjet/db";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { z, ZodTypeAny } from "zod";
import { authenticateApiKey, type ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { apiError, translatedFieldErrors } from "~/utils/api-error-locale.server";
import { fieldErrors } from "~/features/api/api.server";
import { parseJsonBody } from "~/utils/parse-json-body.server";
import { readBody as readBoundedBody } from "~/utils/read-body.server";
import { renderTenantOf } from "./render-tenant.server";
import { checkRateLimit } from "./check-rate-limit.server";

/** The first steps every `/api/v1/generate/*` call shares: the API key, then its rate limit. */
export async function authenticateGenerationCall(
  request: Request,
  deps: { db: Kysely<Database>; redis: Redis; rateLimitPerMinute: number },
): Promise<ApiKeyPrincipal> {
  const principal = await authenticateApiKey({ db: deps.db, authorization: request.headers.get("Authorization") });
  await checkRateLimit({ redis: deps.redis, tenantId: renderTenantOf(principal), limitPerMinute: deps.rateLimitPerMinute });
  return principal;
}

/** The body up to the limit (413 past it, nothing buffered beyond it); JSON only when not empty. */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBoundedBody(request, { maxBytes });
  const type = request.headers.get("Content-Type") ?? "";
  if (bytes.length > 0 && !/^application\/([\w.+-]+\+)?json\b/i.test(type))
    throw apiError("unsupported_media_type", "notJson", "Send the body as application/json.");
  return bytes.toString("utf8");
}

/** JSON (depth- and character-checked by parseJsonBody), then the call's schema: 400 or 422 naming the field. */
export function parseBody<S extends ZodTypeAny>(raw: string, schema: S): z.infer<S> {
  const parsed = schema.safeParse(parseJsonBody(raw));
  if (!parsed.success) {
    const issues = parsed.error;
    throw apiError("validation_failed", "invalidRequest", "The request is not valid.", {
      errors: fieldErrors(issues),
      translateErrors: (t) => translatedFieldErrors(t, issues),
    });
  }
  return parsed.data;
}

/** api_calls.template_id is a uuid column: a malformed id from the URL is not stored. */
export function knownTemplateId(templateId: string): string | null {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(templateId) ? templateId : null;
}
