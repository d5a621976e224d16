import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AppError } from "@paperjet/contracts";
import { handleGenerateRequest } from "~/features/generation/handle-generate-request.server";
import { problemResponse } from "~/utils/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRedis } from "~/utils/redis.server";

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return problemResponse(new AppError("bad_request", "Use POST to generate a document."), { Allow: "POST" });
  }
  const config = env();
  return handleGenerateRequest({
    request,
    templateId: params.templateId ?? "",
    deps: {
      db: await getDb(),
      redis: getRedis(),
      renderTimeoutMs: config.RENDER_TIMEOUT_MS,
      maxBodyBytes: config.GENERATION_MAX_BODY_BYTES,
      rateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    },
  });
}

export function loader(_: LoaderFunctionArgs) {
  return problemResponse(new AppError("bad_request", "Use POST to generate a document."), { Allow: "POST" });
}
