import { GENERATION_JOBS_QUEUE, RENDER_QUEUE, WEBHOOK_QUEUE } from "@paperjet/contracts";
import { Counter, Gauge, Registry } from "prom-client";
import { getGenerationJobsQueue } from "~/features/generation/view-job.server";
import { getWebhookQueue } from "~/features/webhooks/enqueue-webhook.server";
import { getRenderProducer } from "~/utils/queue.server";
import { singleton } from "~/utils/singleton.server";

/** Prometheus metrics of a web process (`GET /metrics`), on their own registry. */
function createWebMetrics() {
  const registry = new Registry();
  const outcomes = new Counter({
    name: "paperjet_webhook_deliveries_total",
    help: "Webhook delivery attempts by outcome.",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "paperjet_queue_jobs",
    help:
      "Jobs in each queue (render, asynchronous generation, webhooks) by state, read from Redis at scrape time; " +
      "asynchronous render items wait as prioritized.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const queues = {
        [RENDER_QUEUE]: getRenderProducer().queue,
        [GENERATION_JOBS_QUEUE]: getGenerationJobsQueue(),
        [WEBHOOK_QUEUE]: getWebhookQueue(),
      };
      for (const [name, queue] of Object.entries(queues)) {
        const counts = await queue
          .getJobCounts("waiting", "prioritized", "active", "delayed", "waiting-children")
          .catch(() => ({}) as Record<string, number>);
        for (const [state, n] of Object.entries(counts)) this.set({ queue: name, state }, n);
      }
    },
  });
  new Counter({
    name: "paperjet_http_responses_total",
    help: "HTTP answers of this web process by status class (1xx … 5xx), counted by web/server.mjs.",
    labelNames: ["class"] as const,
    registers: [registry],
    collect() {
      // The counts only grow (server.mjs adds to them); the counter is set to them at scrape time.
      this.reset();
      for (const [statusClass, n] of singleton<Map<string, number>>("http-responses", () => new Map())) this.inc({ class: statusClass }, n);
    },
  });
  return { registry, outcomes };
}

function metrics() {
  return singleton("web-metrics", createWebMetrics);
}

export const webhookOutcomes = { inc: (labels: { outcome: string }) => metrics().outcomes.inc(labels) };

export async function renderWebMetrics(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
