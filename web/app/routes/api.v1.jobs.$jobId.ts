import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobResponseSchema } from "@paperjet/contracts";
import { authenticateJobCall } from "~/features/generation/generation-deps.server";
import { viewJob } from "~/features/generation/view-job.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { onlyMethod } from "~/features/api/api.server";
import { getRedis } from "~/utils/redis.server";

/** `GET /api/v1/jobs/{jobId}`: an asynchronous job's status and progress (404 for another workspace's, 410 once expired). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const principal = await authenticateJobCall(request);
    const body = jobResponseSchema.parse({
      data: await viewJob({ redis: getRedis(), jobId: params.jobId ?? "", workspaceId: principal.workspaceId }),
    });
    return new Response(JSON.stringify(body), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[api] GET /api/v1/jobs" });
  }
}

export const action = onlyMethod("GET");
