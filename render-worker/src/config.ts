import os from "node:os";
import { parseEnv } from "@paperjet/contracts";
import { z } from "zod";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z.object({
  REDIS_URL: z.string().url(),
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  // One warm page per core keeps both cores busy without oversubscribing Chromium.
  RENDER_CONCURRENCY: positiveInt(os.availableParallelism()),
  // Browser processes the pages are spread over (default: one per page, up to the cores). One
  // browser composes every page's PDF in its own browser process, so parallel pages in one
  // browser partly queue behind each other; a browser costs roughly 150–250 MB.
  CHROMIUM_BROWSERS: z.coerce.number().int().positive().optional(),
  // Renderer and print compositor inside the browser process (see launchChromium): about half the
  // CPU per PDF. Each browser then renders one page at a time, so keep CHROMIUM_BROWSERS at
  // RENDER_CONCURRENCY (the default) for parallel renders.
  CHROMIUM_SINGLE_PROCESS: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  // Upper bound for one render in the worker; the caller's own deadline (in the job) may cut it shorter.
  RENDER_TIMEOUT_MS: positiveInt(30_000),
  // Chromium slowly leaks memory over thousands of documents: start a fresh one after this many renders.
  CHROMIUM_RESTART_AFTER: positiveInt(1_000),
  // How long SIGTERM waits for running jobs before giving up on them: longer than the
  // default render deadline (30 s), so a render that may still succeed is not cut off.
  SHUTDOWN_GRACE_MS: positiveInt(35_000),
  // A job whose lock is not renewed for this long (its worker died) goes to another worker.
  JOB_LOCK_MS: positiveInt(10_000),
  WORKER_ID: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
});

export type WorkerConfig = Omit<z.infer<typeof schema>, "CHROMIUM_BROWSERS"> & { CHROMIUM_BROWSERS: number };

export function loadConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = parseEnv(schema, env, "render-worker");
  const browsers = parsed.CHROMIUM_SINGLE_PROCESS ? parsed.RENDER_CONCURRENCY : Math.min(parsed.RENDER_CONCURRENCY, os.availableParallelism());
  return { ...parsed, CHROMIUM_BROWSERS: parsed.CHROMIUM_BROWSERS ?? browsers };
}
