import { hkdfSync } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { parseEnv, redisEnvShape, redisTargetOf, requireSentinelName } from "@paperjet/contracts";
import { databaseConfig } from "@paperjet/db/config";
import { dataDir } from "@paperjet/db/data-dir";
import { parseMediaConfig, type MediaConfig } from "~/config/media-config.server";
import { parseBillingConfig, type BillingConfig } from "~/config/billing-config.server";
import { parseRenderLimits, type RenderLimits } from "~/config/render-limits.server";

const optional = z.string().min(1).optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.string().url().optional(),
    ...redisEnvShape,
    SESSION_SECRET: z.string({ required_error: "is required (at least 32 characters)" }).min(32, "must be at least 32 characters"),
    // Seals workspaces' signing certificates at rest (docs/decisions/062). Unset: derived from SESSION_SECRET
    // (npm start keeps that in .data/), so rotating SESSION_SECRET without setting this makes them unreadable.
    SIGNING_CERTIFICATES_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    // An RFC 3161 timestamp authority: signatures (pdf.sign) get its token and are PAdES B-T instead of B-B.
    SIGNING_TSA_URL: z.string().url().optional(),
    RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    // api.md: generation payload limit (default 5 MB) → 413.
    GENERATION_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    // Asynchronous jobs: how long a finished file (and the job's status) is kept in Redis before
    // it is deleted and answered 410, and how long a job may wait for the render workers.
    RESULT_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(3_600),
    ASYNC_RENDER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    // Hosts (`host` or `host:port`, comma-separated) exempt from the outbound address rules of image
    // fetching and webhook delivery, for self-hosted networks.
    OUTBOUND_ALLOW_HOSTS: z
      .string()
      .default("")
      .transform((s) =>
        s
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    // Delays between webhook attempts in ms (comma-separated; jitter of up to a tenth is added).
    WEBHOOK_RETRY_SCHEDULE_MS: z
      .string()
      .default("5000,300000,1800000,7200000,18000000,36000000,86400000")
      .transform((s, ctx) => {
        const delays = s.split(",").map((d) => Number(d.trim()));
        if (delays.some((d) => !Number.isInteger(d) || d < 0))
          ctx.addIssue({ code: "custom", message: "must be comma-separated whole milliseconds" });
        return delays;
      }),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    // Redis key prefix of the queues only web processes work on (asynchronous jobs' finishing step,
    // webhooks). Web processes of one database share it; another installation on the same Redis
    // (or a test with its own database) needs its own.
    WEB_QUEUE_PREFIX: z
      .string()
      .regex(/^[\w-]+$/, "must be letters, digits, - or _")
      .default("bull"),
    // Calls per tenant (all its API keys together) per minute before 429.
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    // Sign-ups per client address, and in total, per window (more: 429 with Retry-After).
    REGISTRATION_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    REGISTRATION_LIMIT_TOTAL: z.coerce.number().int().positive().default(200),
    REGISTRATION_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
    // scrypt's cost, log2(N), for new password hashes. Each stored hash keeps its own parameters, so a
    // change never locks anyone out. 15 is OWASP's minimum for scrypt (about 0.25 s per hash here);
    // the test suite uses 10 so its thousands of sign-ups and logins do not cost minutes.
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
    // smtp:// or smtps:// with credentials; without it every message is written to $DATA_DIR/mail/ as .eml.
    SMTP_URL: z
      .string()
      .url()
      .refine((url) => /^smtps?:$/.test(new URL(url).protocol), "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: optional,
    // Who receives the contact and demo forms' notifications.
    OPERATOR_EMAIL: z.string().email().optional(),
    OPERATOR_LOCALE: z.enum(["en", "nl"]).default("en"),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((s) =>
        s
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    GITHUB_CLIENT_ID: optional,
    GITHUB_CLIENT_SECRET: optional,
    // Provider endpoints; the defaults are the real ones. Tests point them at a local OAuth2 server.
    GOOGLE_AUTHORIZATION_URL: z.string().url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: z.string().url().default("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: z.string().url().default("https://openidconnect.googleapis.com/v1/userinfo"),
    GITHUB_AUTHORIZATION_URL: z.string().url().default("https://github.com/login/oauth/authorize"),
    GITHUB_TOKEN_URL: z.string().url().default("https://github.com/login/oauth/access_token"),
    GITHUB_API_URL: z.string().url().default("https://api.github.com"),
    // Third-party scripts of the public site (docs/product.md §2). Off unless set; each loads only
    // after the visitor allows its cookie category (features/consent/trackers.server.ts).
    ANALYTICS_SCRIPT_URL: z.string().url().optional(),
    SESSION_RECORDING_SCRIPT_URL: z.string().url().optional(),
    HEATMAP_SCRIPT_URL: z.string().url().optional(),
    TAG_MANAGER_SCRIPT_URL: z.string().url().optional(),
    AD_CONVERSION_SCRIPT_URL: z.string().url().optional(),
    LIVE_CHAT_SCRIPT_URL: z.string().url().optional(),
  })
  .superRefine(requireSentinelName)
  .transform((e) => {
    const APP_URL = e.APP_URL ?? `http://localhost:${e.PORT}`;
    const MAIL_FROM = e.MAIL_FROM ?? `Paperjet <noreply@${new URL(APP_URL).hostname}>`;
    // HKDF with its own label: the sealing key is never the session secret itself.
    const signingCertificatesKey = Buffer.from(
      hkdfSync("sha256", e.SIGNING_CERTIFICATES_KEY ?? e.SESSION_SECRET, "", "paperjet signing certificates", 32),
    );
    return {
      ...e,
      redis: redisTargetOf(e),
      APP_URL,
      MAIL_FROM,
      OPERATOR_EMAIL: e.OPERATOR_EMAIL ?? /<([^>]+)>/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM,
      signingCertificatesKey,
    };
  });

// DATABASE_URL and PGLITE_DIR are read by the db package's own rules (shared with `pnpm db:migrate`).
export type WebEnv = z.infer<typeof schema> & {
  database: ReturnType<typeof databaseConfig>;
  media: MediaConfig;
  billing: BillingConfig;
  rendering: RenderLimits;
  mailDir: string;
};

export function parseWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  return {
    ...parseEnv(schema, source, "web"),
    database: databaseConfig(source),
    media: parseMediaConfig(source),
    billing: parseBillingConfig(source),
    rendering: parseRenderLimits(source),
    mailDir: path.join(dataDir(source), "mail"),
  };
}

let cached: WebEnv | undefined;

/**
 * The web process's configuration, parsed once; a bad variable stops the process with its name
 * (entry.server reads it when the server loads the app, before it listens).
 */
export function env(): WebEnv {
  cached ??= parseWebEnv();
  return cached;
}

/** Tests change settings (upload limits, storage, billing) between cases. */
export function resetEnv(): void {
  cached = undefined;
}
