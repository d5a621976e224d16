import os from "node:os";
import { parseEnv, redisEnvShape, redisTargetOf, requireSentinelName, type RedisTarget } from "@paperjet/contracts";
import { DEFAULT_CHROMIUM_PATH } from "@paperjet/print/launch";
import { z } from "zod";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const schema = z
  .object({
    ...redisEnvShape,
    CHROMIUM_PATH: z.string().default(DEFAULT_CHROMIUM_PATH),
    // One warm page per core keeps both cores busy without oversubscribing Chromium.
    RENDER_CONCURRENCY: positiveInt(os.availableParallelism()),
    // Jobs taken from the queue beyond the render slots (default: four per slot). They wait in the
    // worker for a page; the worker holds at most RENDER_CONCURRENCY + RENDER_PREFETCH jobs. PDF
    // jobs waiting together are printed together (RENDER_COALESCE_MAX), so more of them per print.
    RENDER_PREFETCH: z.coerce.number().int().min(0).optional(),
    // Light PDF jobs waiting for a page at the same moment share one print job, split into one PDF
    // each: a print costs a fixed ≈ 16–20 ms however few pages it has (docs/performance.md). At most
    // this many documents a print; 1 prints every job alone.
    RENDER_COALESCE_MAX: positiveInt(8),
    // Jobs with more data and images than this (JSON bytes) are heavy and always print alone.
    RENDER_COALESCE_MAX_BYTES: positiveInt(65_536),
    // Browser processes the pages are spread over (default: one per page, up to the cores). One
    // browser composes every page's PDF in its own browser process, so parallel pages in one
    // browser partly queue behind each other; a browser costs roughly 150–250 MB.
    CHROMIUM_BROWSERS: z.coerce.number().int().positive().optional(),
    // Renderer and print compositor inside the browser process (see launchChromium): about half the
    // CPU per PDF, but such a browser crashes (SIGSEGV) about once per 100 renders under mixed load,
    // so it is off by default (docs/decisions/005). When on, each browser renders one page at a
    // time: keep CHROMIUM_BROWSERS at RENDER_CONCURRENCY (then the default) for parallel renders.
    CHROMIUM_SINGLE_PROCESS: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    WORKER_HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    // Upper bound for one render in the worker; the caller's own deadline (in the job) may cut it shorter.
    RENDER_TIMEOUT_MS: positiveInt(30_000),
    // A render whose browser has used (almost) no CPU for this long is given up and tried once more
    // on a fresh browser: single-process Chromium sometimes never answers a print (docs/performance.md).
    RENDER_STALL_MS: positiveInt(3_000),
    // A page's heap grows with every render until collected: collect it every this many renders of a
    // browser (≈ 0.1 s each), which keeps a browser near its starting size (docs/performance.md).
    CHROMIUM_GC_EVERY: positiveInt(500),
    // What a collection does not give back (Chromium's own caches): a fresh browser after this many
    // renders. A restart costs ≈ 2.5 s of CPU (launch, engine and fonts, first render, close).
    CHROMIUM_RESTART_AFTER: positiveInt(10_000),
    // A single-process browser stops answering prints about 3 minutes after its launch
    // (docs/decisions/005), so each is replaced, warmed first, after this long (default 150 s when
    // single-process, else never; 0 turns it off). A restart costs ≈ 2.5 s of CPU.
    CHROMIUM_RESTART_AFTER_MS: z.coerce.number().int().min(0).optional(),
    // How long SIGTERM waits for running jobs before giving up on them: longer than the
    // default render deadline (30 s), so a render that may still succeed is not cut off.
    SHUTDOWN_GRACE_MS: positiveInt(35_000),
    // A job whose lock is not renewed for this long (its worker died) goes to another worker.
    JOB_LOCK_MS: positiveInt(10_000),
    WORKER_ID: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  })
  .superRefine(requireSentinelName);

export type WorkerConfig = Omit<z.infer<typeof schema>, "CHROMIUM_BROWSERS" | "RENDER_PREFETCH" | "CHROMIUM_RESTART_AFTER_MS"> & {
  CHROMIUM_BROWSERS: number;
  RENDER_PREFETCH: number;
  CHROMIUM_RESTART_AFTER_MS: number;
  redis: RedisTarget;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = parseEnv(schema, env, "render-worker");
  const browsers = parsed.CHROMIUM_SINGLE_PROCESS
    ? parsed.RENDER_CONCURRENCY
    : Math.min(parsed.RENDER_CONCURRENCY, os.availableParallelism());
  return {
    ...parsed,
    redis: redisTargetOf(parsed),
    CHROMIUM_BROWSERS: parsed.CHROMIUM_BROWSERS ?? browsers,
    RENDER_PREFETCH: parsed.RENDER_PREFETCH ?? parsed.RENDER_CONCURRENCY * 4,
    CHROMIUM_RESTART_AFTER_MS: parsed.CHROMIUM_RESTART_AFTER_MS ?? (parsed.CHROMIUM_SINGLE_PROCESS ? 150_000 : 0),
  };
}
