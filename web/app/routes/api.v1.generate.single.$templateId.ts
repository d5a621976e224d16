import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleGenerateRequest } from "~/features/generation/handle-generate-request.server";
import { apiError, apiProblemResponse } from "~/utils/api-error-locale.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRedis } from "~/utils/redis.server";

const usePost = (request: Request) =>
  apiProblemResponse(request, apiError("method_not_allowed", "usePost", "Use POST to generate a document."), { headers: { Allow: "POST" }, log: "[generate]" });

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return usePost(request);
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

export function loader({ request }: LoaderFunctionArgs) {
  return usePost(request);
}
