import type { Database } from "@paperjet/db";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { z, ZodTypeAny } from "zod";
import { authenticateApiKey, type ApiKeyPrincipal } from "~/features/api-keys/authenticate-api-key.server";
import { apiError, translatedFieldErrors } from "~/utils/api-error-locale.server";
import { fieldErrors } from "~/utils/api.server";
import { checkRateLimit } from "./check-rate-limit.server";

/** The first steps every `/api/v1/generate/*` call shares: the API key, then its rate limit. */
export async function authenticateGenerationCall(request: Request, deps: { db: Kysely<Database>; redis: Redis; rateLimitPerMinute: number }): Promise<ApiKeyPrincipal> {
  const principal = await authenticateApiKey({ db: deps.db, authorization: request.headers.get("Authorization") });
  await checkRateLimit({ redis: deps.redis, keyId: principal.keyId, limitPerMinute: deps.rateLimitPerMinute });
  return principal;
}

/** Reads the body up to the limit without buffering more than that (413 past it). */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => apiError("payload_too_large", "tooLarge", `The body is larger than ${maxBytes} bytes.`, { params: { max: maxBytes } });
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const type = request.headers.get("Content-Type") ?? "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size > 0 && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) throw apiError("unsupported_media_type", "notJson", "Send the body as application/json.");
  return Buffer.concat(chunks).toString("utf8");
}

export function parseBody<S extends ZodTypeAny>(raw: string, schema: S): z.infer<S> {
  let json: unknown;
  try {
    json = raw.trim() === "" ? {} : JSON.parse(raw);
  } catch (error) {
    const reason = (error as Error).message;
    throw apiError("bad_request", "invalidJson", `The body is not valid JSON: ${reason}`, { params: { reason } });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error;
    throw apiError("validation_failed", "invalidRequest", "The request is not valid.", { errors: fieldErrors(issues), translateErrors: (t) => translatedFieldErrors(t, issues) });
  }
  return parsed.data;
}

/** api_calls.template_id is a uuid column: a malformed id from the URL is not stored. */
export function knownTemplateId(templateId: string): string | null {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(templateId) ? templateId : null;
}
