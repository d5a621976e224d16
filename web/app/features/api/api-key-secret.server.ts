import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * API keys look like `pj_<8 chars>_<43 chars>`. The first part (`pj_<8 chars>`)
 * is the visible prefix, stored in clear and unique, used to find the row; the
 * whole key is stored only as a SHA-256 hash (the secret has 256 bits of
 * entropy, so a fast hash is enough) and compared in constant time.
 */
const KEY_PATTERN = /^(pj_[A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

export function generateApiKeySecret(): { apiKey: string; prefix: string; hash: string } {
  const prefix = `pj_${randomBytes(6).toString("base64url").replace(/[-_]/g, "x").slice(0, 8)}`;
  const apiKey = `${prefix}_${randomBytes(32).toString("base64url")}`;
  return { apiKey, prefix, hash: hashApiKey(apiKey) };
}

export function hashApiKey(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("hex");
}

/** The prefix of a well-formed key, or undefined. */
export function apiKeyPrefix(apiKey: string): string | undefined {
  return KEY_PATTERN.exec(apiKey)?.[1];
}

/** Compares a key's hash with the stored one in constant time. */
export function hashesMatch(givenHash: string, storedHash: string): boolean {
  const given = Buffer.from(givenHash, "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
