import type { ActionFunctionArgs } from "@remix-run/node";
import { handleGenerateRequest } from "~/features/generation/handle-generate-request.server";
import { onlyMethod } from "~/utils/api.server";
import { getDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { getRedis } from "~/utils/redis.server";

const postOnly = onlyMethod("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly({ request });
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
      renderLimits: config.rendering,
    },
  });
}

export const loader = postOnly;
