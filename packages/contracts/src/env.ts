import { z } from "zod";
import { parseRedisSentinels, type RedisTarget } from "./queue.ts";

/**
 * Parses process.env with a zod schema once at start. On failure it throws an
 * error whose message names every bad variable, so a misconfigured service
 * stops with something a person can act on.
 */
export function parseEnv<S extends z.ZodTypeAny>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  service = "service",
): z.infer<S> {
  // Empty strings behave like unset variables (a common shell/compose artefact).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    return `  ${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration for ${service}:\n${lines.join("\n")}`);
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The Redis variables both services read (one meaning everywhere): `REDIS_URL`, and for Sentinel
 * `REDIS_SENTINELS` (`host:port,…`), `REDIS_SENTINEL_NAME` (the primary's name the sentinels
 * monitor) and `REDIS_SENTINEL_PASSWORD` (when the sentinels want one).
 */
export const redisEnvShape = {
  REDIS_URL: z
    .string({
      required_error:
        "is required (npm start sets it; in production point it at your Redis, or with Sentinel give its credentials and database)",
    })
    .url(),
  REDIS_SENTINELS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseRedisSentinels(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `must be comma-separated host:port (${(error as Error).message})` });
        return z.NEVER;
      }
    }),
  REDIS_SENTINEL_NAME: z.string().min(1).optional(),
  REDIS_SENTINEL_PASSWORD: z.string().min(1).optional(),
};

type RedisEnv = {
  REDIS_URL: string;
  REDIS_SENTINELS: RedisTarget["sentinels"];
  REDIS_SENTINEL_NAME?: string;
  REDIS_SENTINEL_PASSWORD?: string;
};

/** For `.superRefine`: sentinels without the name of the primary they watch cannot be used. */
export function requireSentinelName(env: RedisEnv, ctx: z.RefinementCtx): void {
  if (env.REDIS_SENTINELS.length > 0 && !env.REDIS_SENTINEL_NAME)
    ctx.addIssue({
      code: "custom",
      path: ["REDIS_SENTINEL_NAME"],
      message: "is required with REDIS_SENTINELS (the name the sentinels monitor, e.g. mymaster)",
    });
}

export function redisTargetOf(env: RedisEnv): RedisTarget {
  return {
    url: env.REDIS_URL,
    sentinels: env.REDIS_SENTINELS,
    sentinelName: env.REDIS_SENTINEL_NAME,
    sentinelPassword: env.REDIS_SENTINEL_PASSWORD,
  };
}
