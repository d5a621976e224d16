import type { Redis } from "ioredis";
import type { TFunction } from "i18next";
import { AppError } from "@paperjet/contracts";
import { enforceFormRateLimit } from "~/features/forms/enforce-form-rate-limit.server";
import { env } from "~/config/env.server";
import { localizedError } from "~/utils/api-error-locale.server";

/**
 * Sign-ups per client address and in total per window (REGISTRATION_LIMIT_*),
 * counted in Redis by the public forms' limiter: past either, 429 with
 * Retry-After in the caller's language. Counted before anything is looked up,
 * so the answer is the same for a new and a taken address.
 */
export async function enforceRegistrationLimit({ redis, ip, t }: { redis: Redis; ip: string; t: TFunction }): Promise<void> {
  const { REGISTRATION_LIMIT_PER_ADDRESS, REGISTRATION_LIMIT_TOTAL, REGISTRATION_LIMIT_WINDOW_SECONDS } = env();
  try {
    await enforceFormRateLimit({
      redis,
      form: "register",
      client: `address:${ip}`,
      limit: REGISTRATION_LIMIT_PER_ADDRESS,
      windowSeconds: REGISTRATION_LIMIT_WINDOW_SECONDS,
    });
    await enforceFormRateLimit({
      redis,
      form: "register",
      client: "everyone",
      limit: REGISTRATION_LIMIT_TOTAL,
      windowSeconds: REGISTRATION_LIMIT_WINDOW_SECONDS,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "rate_limited") throw error;
    const seconds = Number(error.headers?.["Retry-After"] ?? 60);
    throw localizedError("rate_limited", t("errors.tooManySignups", { count: Math.max(1, Math.ceil(seconds / 60)) }), {
      headers: error.headers,
    });
  }
}
