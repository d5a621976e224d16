import type { CreateSignedUrlRequest } from "@paperjet/contracts";
import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import type { ApiKeyPrincipal } from "~/features/api/authenticate-api-key.server";
import { loadTemplateVersion } from "~/features/generation/load-template-version.server";
import { signUrl } from "./sign-url.server";
import { getUrlSigningSecret } from "./get-url-signing-secret.server";

/**
 * `POST /api/v1/signed-urls`: a URL that renders the template on GET without a key. The version is
 * written into it (the latest now, unless one is asked for), so the URL always shows the same file
 * and its `immutable` caching holds. Data is checked when the URL is fetched, as a generation call checks it.
 */
export async function createSignedUrl(options: {
  db: Kysely<Database>;
  principal: ApiKeyPrincipal;
  baseUrl: string;
  request: CreateSignedUrlRequest;
}): Promise<string> {
  const { db, principal, request } = options;
  const template = await loadTemplateVersion({
    db,
    workspaceId: principal.workspaceId,
    templateId: request.templateId,
    version: request.version,
  });
  const secret = await getUrlSigningSecret(db, principal.workspaceId);
  const image = request.format !== "pdf";
  return signUrl({
    baseUrl: options.baseUrl,
    secret,
    params: {
      templateId: template.templateId,
      format: request.format,
      data: request.data,
      version: template.version,
      expires: request.expiresAt === undefined ? undefined : Math.floor(Date.parse(request.expiresAt) / 1000),
      ...(image ? { page: request.page, scale: request.scale, quality: request.format === "png" ? undefined : request.quality } : {}),
    },
  });
}
