import type { Database } from "@paperjet/db";
import type { Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { generateApiKeySecret } from "./api-key-secret.server";

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The creator's name; null when their account is gone. */
  createdBy?: string | null;
}

/** Active keys a workspace may hold: each key is its own credential to rotate and leak, and keys share the workspace's limits. */
export const MAX_ACTIVE_API_KEYS = 20;

/**
 * Creates a key of a workspace (made by `userId`). `apiKey` is the only time the
 * secret exists in clear: show it once. Past MAX_ACTIVE_API_KEYS it is a 409.
 */
export async function createApiKey(options: {
  db: Kysely<Database>;
  workspaceId: string;
  userId: number;
  name?: string;
}): Promise<{ apiKey: string; key: ApiKeySummary }> {
  const { apiKey, prefix, hash } = generateApiKeySecret();
  const row = await options.db.transaction().execute(async (trx) => {
    // Serialises creations per workspace, so two at once cannot both take the last place.
    await trx.selectFrom("workspaces").select("id").where("id", "=", options.workspaceId).forUpdate().execute();
    const { n } = await trx
      .selectFrom("api_keys")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("workspace_id", "=", options.workspaceId)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ACTIVE_API_KEYS) {
      throw apiError(
        "conflict",
        "tooManyApiKeys",
        `This workspace already has ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one before creating another.`,
        { params: { max: MAX_ACTIVE_API_KEYS } },
      );
    }
    return trx
      .insertInto("api_keys")
      .values({
        workspace_id: options.workspaceId,
        created_by: options.userId,
        name: options.name?.trim() || "API key",
        prefix,
        key_hash: hash,
      })
      .returning(["id", "name", "prefix", "created_at"])
      .executeTakeFirstOrThrow();
  });
  return {
    apiKey,
    key: {
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: new Date(row.created_at as unknown as string).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
    },
  };
}
