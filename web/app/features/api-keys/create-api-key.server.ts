import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { generateApiKeySecret } from "./api-key-secret.server";

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Creates a key for a user. `apiKey` is the only time the secret exists in clear: show it once. */
export async function createApiKey(options: { db: Kysely<Database>; userId: number; name?: string }): Promise<{ apiKey: string; key: ApiKeySummary }> {
  const { apiKey, prefix, hash } = generateApiKeySecret();
  const row = await options.db
    .insertInto("api_keys")
    .values({ user_id: options.userId, name: options.name?.trim() || "API key", prefix, key_hash: hash })
    .returning(["id", "name", "prefix", "created_at"])
    .executeTakeFirstOrThrow();
  return {
    apiKey,
    key: { id: row.id, name: row.name, prefix: row.prefix, createdAt: new Date(row.created_at as unknown as string).toISOString(), lastUsedAt: null, revokedAt: null },
  };
}
