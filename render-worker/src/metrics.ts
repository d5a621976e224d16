import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export type WorkerMetrics = ReturnType<typeof createMetrics>;

/** Prometheus metrics of one worker process, on their own registry (no global state). */
export function createMetrics(options: { workerId: string }) {
  const registry = new Registry();
  registry.setDefaultLabels({ worker: options.workerId });
  collectDefaultMetrics({ register: registry, prefix: "paperjet_worker_" });
  return {
    registry,
    jobs: new Counter({
      name: "paperjet_render_jobs_total",
      help: "Render jobs finished, by format and outcome.",
      labelNames: ["format", "outcome"] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "paperjet_render_duration_seconds",
      help: "Time from taking a job to its result being stored.",
      labelNames: ["format"] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    failures: new Counter({
      name: "paperjet_render_failures_total",
      help: "Failed render attempts, by reason.",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    images: new Counter({
      name: "paperjet_render_images_total",
      help: "Image jobs by what drew them: resvg, or Chromium for a page resvg may draw differently (decision 072).",
      labelNames: ["renderer"] as const,
      registers: [registry],
    }),
    coalesced: new Histogram({
      name: "paperjet_render_coalesced_documents",
      help: "Documents each shared print job printed (jobs that took a page alone are not counted).",
      buckets: [1, 2, 3, 4, 6, 8, 12, 16],
      registers: [registry],
    }),
    coalescedAlone: new Counter({
      name: "paperjet_render_coalesced_alone_total",
      help: "Jobs of a shared print job printed again alone (their layout failed, or the shared print did).",
      registers: [registry],
    }),
    poolSize: new Gauge({ name: "paperjet_chromium_pool_size", help: "Warm Chromium pages.", registers: [registry] }),
    poolBusy: new Gauge({ name: "paperjet_chromium_pool_busy", help: "Chromium pages rendering now.", registers: [registry] }),
    restarts: new Counter({
      name: "paperjet_chromium_restarts_total",
      help: "Chromium relaunches, by reason.",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
  };
}
