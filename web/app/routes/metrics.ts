import { renderWebMetrics } from "~/features/background/web-metrics.server";
import { onlyMethod } from "~/features/api/api.server";

/** Prometheus metrics of this web process: queue depths by state and webhook delivery outcomes. */
export async function loader() {
  const { contentType, body } = await renderWebMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

export const action = onlyMethod("GET");
