import { z } from "zod";
import { parseEnv } from "@paperjet/contracts";
import { databaseConfig } from "@paperjet/db/config";
import { parseMediaConfig, type MediaConfig } from "~/features/media/media-config.server";
import { parseRenderLimits, type RenderLimits } from "~/features/rendering/render-limits.server";

const optional = z.string().min(1).optional();

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    APP_URL: z.string().url().optional(),
    REDIS_URL: z.string({ required_error: "is required (npm start sets it; in production point it at your Redis)" }).url(),
    SESSION_SECRET: z.string({ required_error: "is required (at least 32 characters)" }).min(32, "must be at least 32 characters"),
    RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    // api.md: generation payload limit (default 5 MB) → 413.
    GENERATION_MAX_BODY_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
    // Calls per tenant (all its API keys together) per minute before 429.
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((s) => s.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)),
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
    // Third-party scripts of the public site (product-spec §2). Off unless set; each loads only
    // after the visitor allows its cookie category (features/consent/trackers.server.ts).
    ANALYTICS_SCRIPT_URL: z.string().url().optional(),
    SESSION_RECORDING_SCRIPT_URL: z.string().url().optional(),
    HEATMAP_SCRIPT_URL: z.string().url().optional(),
    TAG_MANAGER_SCRIPT_URL: z.string().url().optional(),
    AD_CONVERSION_SCRIPT_URL: z.string().url().optional(),
    LIVE_CHAT_SCRIPT_URL: z.string().url().optional(),
  })
  .transform((e) => ({ ...e, APP_URL: e.APP_URL ?? `http://localhost:${e.PORT}` }));

// DATABASE_URL and PGLITE_DIR are read by the db package's own rules (shared with `pnpm db:migrate`).
export type WebEnv = z.infer<typeof schema> & { database: ReturnType<typeof databaseConfig>; media: MediaConfig; rendering: RenderLimits };

export function parseWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  return { ...parseEnv(schema, source, "web"), database: databaseConfig(source), media: parseMediaConfig(source), rendering: parseRenderLimits(source) };
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

/** Tests change settings (upload limits, storage) between cases. */
export function resetEnv(): void {
  cached = undefined;
}
