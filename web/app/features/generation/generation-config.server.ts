import { parseEnv } from "@paperjet/contracts";
import { z } from "zod";

const schema = z.object({
  // api.md: payload limit (default 5 MB) → 413.
  GENERATION_MAX_BODY_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  // Calls per API key per minute before 429.
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
});

let cached: z.infer<typeof schema> | undefined;

/**
 * Limits of the generation API, read once. Kept beside the feature until the
 * web config module takes them over; same parseEnv rules (a bad value names itself).
 */
export function generationConfig() {
  cached ??= parseEnv(schema, process.env, "web (generation)");
  return cached;
}
