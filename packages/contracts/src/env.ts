import type { z } from "zod";

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
