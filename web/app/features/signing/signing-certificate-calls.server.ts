import { signingCertificateResponseSchema, signingCertificatesResponseSchema } from "@paperjet/contracts";
import { env } from "~/config/env.server";
import { authenticateApiKey, type ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { checkRateLimit } from "~/features/generation/check-rate-limit.server";
import { renderTenantOf } from "~/features/generation/render-tenant.server";
import { apiError, apiErrorResponse } from "~/utils/api-error-locale.server";
import { getDb } from "~/utils/db.server";
import { parseMultipart, readBody } from "~/utils/read-body.server";
import { getRedis } from "~/utils/redis.server";
import { addSigningCertificate, deleteSigningCertificate, listSigningCertificates } from "./manage-signing-certificates.server";

/** A PKCS#12 of 64 kB plus the form's other fields and boundaries. */
const MAX_UPLOAD_BYTES = 80 * 1024;

/**
 * `/api/v1/signing-certificates` (docs/decisions/062): an `/api/v1` call like generation — the API key
 * names the workspace (only owners and admins create keys), the key's rate limit applies, and every
 * error is problem+json in the request's language.
 */
export async function handleSigningCertificateCall(
  request: Request,
  call: { kind: "list" } | { kind: "upload" } | { kind: "delete"; id: string },
): Promise<Response> {
  try {
    const db = await getDb();
    const principal: ApiKeyPrincipal = await authenticateApiKey({ db, authorization: request.headers.get("Authorization") });
    await checkRateLimit({ redis: getRedis(), tenantId: renderTenantOf(principal), limitPerMinute: env().API_RATE_LIMIT_PER_MINUTE });
    if (call.kind === "list") {
      return json(
        200,
        signingCertificatesResponseSchema.parse({ data: { certificates: await listSigningCertificates(db, principal.workspaceId) } }),
      );
    }
    if (call.kind === "delete") {
      await deleteSigningCertificate(db, principal.workspaceId, call.id);
      return json(200, { data: { deleted: true } });
    }
    const form = await readForm(request);
    const file = form.get("file");
    const passphrase = form.get("passphrase");
    const name = form.get("name");
    if (!(file instanceof Blob) || typeof passphrase !== "string") {
      throw apiError(
        "validation_failed",
        "certificateFields",
        "Send the certificate as multipart/form-data with `file` and `passphrase`.",
        {
          errors: {
            ...(file instanceof Blob ? {} : { file: ["Required"] }),
            ...(typeof passphrase === "string" ? {} : { passphrase: ["Required"] }),
          },
          translateErrors: (t) => ({
            ...(file instanceof Blob ? {} : { file: [t("fields.required")] }),
            ...(typeof passphrase === "string" ? {} : { passphrase: [t("fields.required")] }),
          }),
        },
      );
    }
    const certificate = await addSigningCertificate(db, {
      workspaceId: principal.workspaceId,
      userId: null,
      name: typeof name === "string" ? name : undefined,
      p12: Buffer.from(await file.arrayBuffer()),
      passphrase,
      key: env().signingCertificatesKey,
    });
    return json(201, signingCertificateResponseSchema.parse({ data: { certificate } }));
  } catch (error) {
    return apiErrorResponse(request, error, { log: `[api] ${request.method} /api/v1/signing-certificates` });
  }
}

async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type))
    throw apiError("unsupported_media_type", "notMultipart", "Send the certificate as multipart/form-data.");
  const bytes = await readBody(request, { maxBytes: MAX_UPLOAD_BYTES });
  return parseMultipart(bytes, type);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}
