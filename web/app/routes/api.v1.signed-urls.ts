import type { ActionFunctionArgs } from "@remix-run/node";
import { createSignedUrlRequestSchema, signedUrlResponseSchema } from "@paperjet/contracts";
import { contractJson } from "~/features/editor-sessions/api-response.server";
import { generationDeps } from "~/features/generation/generation-deps.server";
import { authenticateGenerationCall, parseBody, readBody } from "~/features/generation/read-generation-call.server";
import { createSignedUrl } from "~/features/signed-urls/create-signed-url.server";
import { onlyMethod } from "~/features/api/api.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { env } from "~/config/env.server";

const postOnly = onlyMethod("POST");

/** `POST /api/v1/signed-urls`: a URL that renders a template on GET without a key (docs/signed-urls.md). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
  try {
    const deps = await generationDeps();
    const principal = await authenticateGenerationCall(request, deps);
    const body = parseBody(await readBody(request, deps.maxBodyBytes), createSignedUrlRequestSchema);
    const url = await createSignedUrl({ db: deps.db, principal, baseUrl: env().APP_URL, request: body });
    return contractJson(signedUrlResponseSchema, { data: { url } });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[signed-urls]" });
  }
}

export const loader = postOnly;
