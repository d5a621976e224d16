import type { LoaderFunctionArgs } from "@remix-run/node";
import { checkHealth } from "~/features/health/check-health.server";
import { getDatabase } from "~/utils/db.server";
import { getRedis } from "~/utils/redis.server";
import { onlyMethod } from "~/features/api/api.server";

export async function loader(_: LoaderFunctionArgs) {
  const report = await checkHealth({ database: await getDatabase(), redis: getRedis() });
  return new Response(JSON.stringify(report), {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const action = onlyMethod("GET");
