import type { LoaderFunctionArgs } from "@remix-run/node";
import { authenticateJobCall } from "~/features/generation/generation-deps.server";
import { readJobFile } from "~/features/generation/view-job.server";
import { apiErrorResponse } from "~/utils/api-error-locale.server";
import { onlyMethod } from "~/features/api/api.server";
import { getRedis } from "~/utils/redis.server";
import { contentDisposition } from "~/utils/content-disposition";

/** `GET /api/v1/jobs/{jobId}/file`: the finished file until `expiresAt`, then 410. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    const principal = await authenticateJobCall(request);
    const { record, body } = await readJobFile({ redis: getRedis(), jobId: params.jobId ?? "", workspaceId: principal.workspaceId });
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": record.contentType ?? "application/octet-stream",
        "Content-Length": String(body.length),
        "Content-Disposition": contentDisposition(record.fileName ?? "document"),
        "X-Pages": String(record.pages ?? 0),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return apiErrorResponse(request, error, { log: "[api] GET /api/v1/jobs/file" });
  }
}

export const action = onlyMethod("GET");
