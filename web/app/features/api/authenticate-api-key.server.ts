import type { Database } from "@paperjet/db";
import { sql, type Kysely } from "kysely";
import { apiError } from "~/utils/api-error-locale.server";
import { effectivePlan } from "~/features/billing/effective-plan";
import type { Plan } from "~/features/billing/plan-catalogue";
import { apiKeyCacheFor } from "./api-key-cache.server";
import { apiKeyPrefix, hashApiKey, hashesMatch } from "./api-key-secret.server";

export interface ApiKeyPrincipal {
  keyId: string;
  /** The workspace the key was created in: it acts there (api.md). */
  workspaceId: string;
  plan: Plan;
}

/**
 * Resolves `Authorization: Bearer <apiKey>` to its key and workspace. Every failure is the
 * same 401, so a caller learns nothing about which part was wrong. A key that
 * passed recently is answered from memory (api-key-cache.server.ts).
 */
export async function authenticateApiKey(options: { db: Kysely<Database>; authorization: string | null }): Promise<ApiKeyPrincipal> {
  const unauthenticated = () =>
    apiError("unauthenticated", "invalidKey", "Send a valid API key as `Authorization: Bearer <apiKey>`.", {
      headers: { "WWW-Authenticate": 'Bearer realm="paperjet"' },
    });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(options.authorization ?? "");
  const apiKey = match?.[1] ?? "";
  const prefix = apiKeyPrefix(apiKey);
  if (!prefix) throw unauthenticated();
  const keyHash = hashApiKey(apiKey);
  const checked = await apiKeyCacheFor(options.db).getOrLoad(keyHash, async () => {
    const row = await options.db
      .selectFrom("api_keys")
      .innerJoin("workspaces", "workspaces.id", "api_keys.workspace_id")
      .leftJoin("subscriptions", "subscriptions.workspace_id", "api_keys.workspace_id")
      .leftJoin("users as creator", "creator.id", "api_keys.created_by")
      .select([
        "api_keys.id",
        "api_keys.workspace_id",
        "api_keys.key_hash",
        "api_keys.revoked_at",
        "api_keys.last_used_at",
        "workspaces.plan",
        "subscriptions.status",
        "subscriptions.trial_ends_at",
        "creator.disabled_at",
      ])
      .where("api_keys.prefix", "=", prefix)
      .executeTakeFirst();
    // A key of a disabled account (setUserDisabled) fails like a revoked one.
    if (!row || row.revoked_at || row.disabled_at || !hashesMatch(keyHash, row.key_hash)) return undefined;
    const principal: ApiKeyPrincipal = {
      keyId: row.id,
      workspaceId: row.workspace_id,
      plan: effectivePlan({ plan: row.plan, status: row.status, trialEndsAt: row.trial_ends_at }),
    };
    return { principal, lastUsedAt: row.last_used_at };
  });
  if (!checked) throw unauthenticated();
  checked.lastUsedAt = touchLastUsed(options.db, checked.principal.keyId, checked.lastUsedAt);
  return checked.principal;
}

/** At most one write a minute per key, off the request's critical path. Returns the last use now on record. */
function touchLastUsed(db: Kysely<Database>, keyId: string, lastUsedAt: Date | null): Date | null {
  if (lastUsedAt && Date.now() - new Date(lastUsedAt).getTime() < 60_000) return lastUsedAt;
  void db
    .updateTable("api_keys")
    .set({ last_used_at: sql`now()` })
    .where("id", "=", keyId)
    .execute()
    .catch((error: Error) => console.error(`[api-keys] could not record last use: ${error.message}`));
  return new Date();
}
